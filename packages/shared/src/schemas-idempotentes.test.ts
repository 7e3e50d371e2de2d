import { describe, expect, it } from 'vitest';
import { ZCategoriaEntrada } from './catalogo/categorias.schema.ts';
import { ZMovimentoEntrada } from './catalogo/estoque.schema.ts';
import { ZComponentesEntrada, ZProdutoEntrada } from './catalogo/produtos.schema.ts';
import { ZAtualizarEmpresa, ZCriarEmpresa } from './empresas/empresas.schema.ts';
import { ZCargoEntrada, ZFuncionarioEntrada, ZSetorEntrada } from './equipe/equipe.schema.ts';
import {
  ZBairroEntrada,
  ZCidadeEntrada,
  ZEstadoEntrada,
  ZIrradiacaoPropria,
} from './geografia/geografia.schema.ts';
import {
  ZContaPortalEntrada,
  ZImportacaoEntrada,
  ZUsinaEdicao,
} from './monitoramento/monitoramento.schema.ts';
import { ZAtualizarUsuario, ZCriarUsuario } from './usuarios/usuarios.schema.ts';

// Forms validate with these schemas and send the parsed output; the API parses it again.
// A schema whose output it would itself refuse breaks every form that uses it.
const casos = [
  [
    'ZCriarUsuario',
    ZCriarUsuario,
    { nome: 'Ana', email: 'A@B.com', telefone: '', password: '1234', termos: true },
  ],
  ['ZAtualizarUsuario', ZAtualizarUsuario, { nome: 'Ana', telefone: '', password: '' }],
  [
    'ZCriarEmpresa',
    ZCriarEmpresa,
    { nome: 'Sol', tipo: 'integrador', cnpj: '', razao_social: '', youtube: '', cep: '' },
  ],
  ['ZAtualizarEmpresa', ZAtualizarEmpresa, { slogan: '', instagram: '' }],
  ['ZSetorEntrada', ZSetorEntrada, { nome: 'Campo', nome_completo: '', descricao: '' }],
  [
    'ZCargoEntrada',
    ZCargoEntrada,
    { nome: 'Técnico', setor: '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11', permissoes: [] },
  ],
  [
    'ZFuncionarioEntrada',
    ZFuncionarioEntrada,
    { nome: 'Tiago', email: 't@x.com', telefone: '', whatsapp: '', cargo: '', contratado_em: '' },
  ],
  [
    'ZEstadoEntrada',
    ZEstadoEntrada,
    { nome: 'X', sigla: 'xx', regiao: 'Norte', codigo_ibge: '99', latitude: '-3', longitude: -60 },
  ],
  [
    'ZCidadeEntrada',
    ZCidadeEntrada,
    { nome: 'Y', estado: 'pe', codigo_ibge: '2699999', latitude: -8, longitude: -39, ddd: '' },
  ],
  ['ZBairroEntrada', ZBairroEntrada, { nome: 'Centro', cidade: '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11' }],
  ['ZIrradiacaoPropria', ZIrradiacaoPropria, { mensal: Array(12).fill('5000') }],
  ['ZContaPortalEntrada', ZContaPortalEntrada, { fabricante: 'growatt', login: ' a ', senha: 'b' }],
  [
    'ZImportacaoEntrada',
    ZImportacaoEntrada,
    { conta: '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11', usinas: ['1', '1'] },
  ],
  ['ZUsinaEdicao', ZUsinaEdicao, { nome: 'Casa', cidade: null, data_instalacao: '', potencia_kwp: '' }],
  ['ZCategoriaEntrada', ZCategoriaEntrada, { nome: ' Módulos ', descricao: '' }],
  [
    'ZProdutoEntrada',
    ZProdutoEntrada,
    {
      tipo: 'inversor',
      nome: 'Inversor',
      categoria: '',
      sku: '',
      unidade: '',
      custo_rs: '1.234,56',
      preco_venda_rs: '',
      estoque_minimo: '2,5',
      equipamento: '',
      especificacoes: { potencia_kw: '5', fases: '', potencia_wp: 550, fabricante_codigo: 'growatt' },
    },
  ],
  [
    'ZComponentesEntrada',
    ZComponentesEntrada,
    { itens: [{ produto: '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11', quantidade: '2,5' }] },
  ],
  [
    'ZMovimentoEntrada',
    ZMovimentoEntrada,
    {
      produto: '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11',
      tipo: 'ajuste',
      quantidade: '0',
      motivo: ' Inventário ',
    },
  ],
] as const;

describe('schemas aceitam a própria saída', () => {
  for (const [nome, schema, entrada] of casos) {
    it(nome, () => {
      const uma = (schema as { parse(v: unknown): unknown }).parse(entrada);
      const duas = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(
        JSON.parse(JSON.stringify(uma)),
      );
      expect(duas.success).toBe(true);
      expect(duas.data).toEqual(uma);
    });
  }
});
