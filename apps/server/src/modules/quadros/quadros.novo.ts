import type { ZCartaoEntrada } from '@irradia/shared/quadros/quadros.schema';
import type { z } from 'zod';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { clienteDaEmpresa } from '../clientes/clientes.service.ts';
import { funcionariosAtivos } from '../funcionarios/funcionarios.consultas.ts';
import { usinaDaEmpresa } from '../usinas/usinas.service.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import { cartaoParaApi, inserirCartao } from './quadros.cartoes.ts';
import { fonte } from './quadros.fontes.ts';
import { registrarEvento } from './quadros.historico.ts';
import { buscarQuadro, fasesDe } from './quadros.service.ts';

// A service request recorded on the board itself (a customer's complaint, a maintenance visit):
// the company's own request, with no other company behind it.

type DadosCartaoNovo = z.output<typeof ZCartaoEntrada>;

export async function criarCartao(
  ctx: AppContext,
  quem: { usuarioId: number; usuarioUuid: string },
  empresa: EmpresaAtual,
  quadroUuid: string,
  d: DadosCartaoNovo,
) {
  const q = await buscarQuadro(ctx, empresa, quadroUuid, 'create');
  const criar = fonte('atendimento').criar;
  if (q.tipo !== 'atendimentos' || !criar)
    throw erroValidacao([
      {
        field: 'quadro',
        rule: 'kind',
        message: 'Negócios são criados em Orçamentos; aqui só solicitações de serviço',
      },
    ]);
  const etapas = await fasesDe(ctx, [q.id]);
  const fase = d.fase ? etapas.find((f) => f.uuid === d.fase) : etapas.find((f) => !f.fechada);
  if (!fase)
    throw erroValidacao([{ field: 'fase', rule: 'exists', message: 'Fase não encontrada neste quadro' }]);
  const cliente = d.cliente ? await clienteDaEmpresa(ctx, empresa, d.cliente) : null;
  if (d.cliente && !cliente)
    throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Cliente não encontrado' }]);
  const usina = d.usina ? await usinaDaEmpresa(ctx, empresa, d.usina).catch(() => null) : null;
  if (d.usina && !usina)
    throw erroValidacao([{ field: 'usina', rule: 'exists', message: 'Usina não encontrada' }]);
  const [responsavelId] = d.responsavel ? await funcionariosAtivos(ctx, empresa.id, [d.responsavel]) : [null];
  if (d.responsavel && !responsavelId)
    throw erroValidacao([{ field: 'responsavel', rule: 'exists', message: 'Funcionário não encontrado' }]);
  const registro = await criar(ctx, empresa.id, quem.usuarioId, {
    titulo: d.titulo,
    descricao: d.descricao,
    clienteId: cliente?.id ?? null,
    usinaId: usina?.id ?? null,
  });
  const c = await inserirCartao(ctx, {
    empresaId: empresa.id,
    quadroId: q.id,
    fase,
    tipo: 'atendimento',
    registroId: registro.id,
    origem: 'manual',
    agora: ctx.now(),
    responsavelId: responsavelId ?? null,
    prazo: d.prazo ?? null,
  });
  if (!c) throw new Error('cartão não criado');
  await registrarEvento(ctx, { cartaoId: c.id, tipo: 'criado', usuarioId: quem.usuarioId, para: fase.nome });
  const api = await cartaoParaApi(ctx, c);
  await avisarQuadro(ctx, q.uuid, {
    tipo: 'cartao',
    cartao: api.uuid,
    fase: api.fase,
    posicao: api.posicao,
    por: quem.usuarioUuid,
  });
  return api;
}
