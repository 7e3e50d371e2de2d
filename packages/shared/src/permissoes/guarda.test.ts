import { describe, expect, it } from 'vitest';
import { ACOES, PERMISSOES, permissoesDoTipo, TIPOS_EMPRESA, type TipoEmpresa } from './catalogo.ts';
import { type ContextoPermissao, permitido, temPermissao } from './guarda.ts';

// Spec §6 written out again, independently of catalogo.ts, as the expected answer.
const esperado: Record<string, TipoEmpresa[]> = {};
const crud = ['view', 'create', 'edit', 'delete'];
function add(tipos: TipoEmpresa[], recurso: string, acoes = crud) {
  for (const a of acoes)
    esperado[`${recurso}:${a}`] = [...new Set([...(esperado[`${recurso}:${a}`] ?? []), ...tipos])];
}
const I: TipoEmpresa = 'integrador';
const P: TipoEmpresa = 'prestador';
const D: TipoEmpresa = 'distribuidor';
const S: TipoEmpresa = 'sistema';
add([I], 'usina', ['view', 'show', 'create', 'edit', 'delete']);
for (const r of ['inversor', 'beneficiaria', 'fatura', 'importacao', 'integracao']) add([I], r);
add([I, P], 'servico');
for (const r of ['plano', 'cliente']) add([I, P, S], r);
add([I, S], 'assinatura', ['view', 'create', 'cancel']);
add([I, S], 'cidade', ['edit', 'delete']);
for (const r of ['estoque', 'categoria', 'produto', 'catalogo', 'componente']) add([I, P, D], r);
for (const r of 'pedido item fase atendimento automacao grupo campo preenchimento comentario anexo classificacao conta carteira forma pagamento setor cargo funcionario atribuicao'.split(
  ' ',
))
  add([I, P, D, S], r);
add([I, P, D, S], 'log', ['view']);
add([I, P, D, S], 'estado', ['view']);
add([I, P, D, S], 'cidade', ['view']);
add([I, P, D, S], 'bairro', ['view']);
add([I, P, D, S], 'empresa', ['edit']);
add([S], 'concessionaria', ['edit']);
add([S], 'fabricante', ['edit']);
add([S], 'estado', ['create', 'edit', 'delete']);
add([S], 'cidade', ['create']);
add([S], 'bairro', ['create', 'edit', 'delete']);
add([S], 'usuario', ['view', 'edit', 'delete', 'access']);
add([S], 'empresa', ['view']);
for (const r of ['topico', 'artigo', 'parte', 'assunto', 'tag']) add([S], r);

describe('catálogo de permissões (spec §6)', () => {
  it('tem exatamente os códigos e tipos de empresa da especificação', () => {
    const atual = Object.fromEntries([...PERMISSOES.values()].map((p) => [p.codigo, [...p.tipos].sort()]));
    const exp = Object.fromEntries(Object.entries(esperado).map(([k, v]) => [k, [...v].sort()]));
    expect(atual).toEqual(exp);
  });
  it('só usa as ações view, create, edit, delete, cancel, access e show', () => {
    for (const p of PERMISSOES.values()) expect(ACOES).toContain(p.acao);
  });
  it('lista por tipo de empresa o que seus cargos podem receber', () => {
    expect(permissoesDoTipo('distribuidor').map((p) => p.codigo)).not.toContain('usina:view');
    expect(permissoesDoTipo('integrador').map((p) => p.codigo)).toContain('usina:show');
  });
});

type Papel = 'sem_permissao' | 'com_permissao' | 'supervisor' | 'admin' | 'socio';
const papeis: Papel[] = ['sem_permissao', 'com_permissao', 'supervisor', 'admin', 'socio'];

function contexto(tipo: TipoEmpresa | null, papel: Papel, codigo: string): ContextoPermissao {
  return {
    tipoEmpresa: tipo,
    permissoes: papel === 'com_permissao' ? new Set([codigo]) : new Set(),
    isSupervisor: papel === 'supervisor',
    isAdmin: papel === 'admin',
    isSocio: papel === 'socio',
  };
}

describe('guarda: todo o catálogo × tipo de empresa × papel', () => {
  // Generated: every permission, every company type (and no company), every role.
  const casos: Array<[string, TipoEmpresa | null, Papel]> = [];
  for (const codigo of PERMISSOES.keys())
    for (const tipo of [...TIPOS_EMPRESA, null])
      for (const papel of papeis) casos.push([codigo, tipo, papel]);

  it(`responde como a especificação em ${casos.length} combinações`, () => {
    const erros: string[] = [];
    for (const [codigo, tipo, papel] of casos) {
      const tipoPermite = tipo !== null && (esperado[codigo] ?? []).includes(tipo);
      const esperada = tipoPermite && papel !== 'sem_permissao';
      if (temPermissao(contexto(tipo, papel, codigo), codigo) !== esperada)
        erros.push(`${codigo} ${tipo} ${papel}`);
      // Without a company the pass flag decides, whatever the role.
      if (tipo === null) {
        if (!permitido(contexto(null, papel, codigo), codigo, { semEmpresaPassa: true }))
          erros.push(`${codigo} sem empresa + flag`);
        if (permitido(contexto(null, papel, codigo), codigo)) erros.push(`${codigo} sem empresa sem flag`);
      }
    }
    expect(erros).toEqual([]);
  });

  it('código desconhecido nunca passa, nem para sócio', () => {
    expect(temPermissao(contexto('integrador', 'socio', 'nada:view'), 'nada:view')).toBe(false);
  });

  it('"qualquer um" e "todos"', () => {
    const ctx: ContextoPermissao = {
      tipoEmpresa: 'integrador',
      permissoes: new Set(['usina:view']),
      isSupervisor: false,
      isAdmin: false,
      isSocio: false,
    };
    expect(permitido(ctx, ['usina:view', 'usina:edit'])).toBe(true);
    expect(permitido(ctx, ['usina:view', 'usina:edit'], { modo: 'all' })).toBe(false);
    expect(permitido(ctx, ['usina:view', 'cliente:view'], { modo: 'all' })).toBe(false);
    expect(
      permitido(
        { ...ctx, permissoes: new Set(['usina:view', 'cliente:view']) },
        ['usina:view', 'cliente:view'],
        { modo: 'all' },
      ),
    ).toBe(true);
  });
});
