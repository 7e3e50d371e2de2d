import type {
  ImportacaoEntrada,
  ProgressoImportacao,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import { canalEmpresa, canalImportacao } from '@irradia/shared/realtime/canais';
import { and, eq } from 'drizzle-orm';
import { ErroPortal, statusDaUsina } from '../../connectors/makers/types.ts';
import { importacoes } from '../../db/schema/importacoes.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enfileirar, type TipoDeTarefa } from '../../platform/jobs.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { uuidDaEmpresa } from '../empresas/empresas.consultas.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import {
  buscar as buscarConta,
  clienteDaConta,
  grupoDaConta,
  registrarResultado,
} from '../portais/portais.service.ts';
import {
  marcarInicioDaGeracao,
  registrarDoPortal,
  registrarGeracaoDiaria,
  usinasDaConta,
} from '../usinas/ingestao.ts';
import { atualizarStatus } from '../usinas/status.ts';

export const TAREFA_IMPORTACAO = 'importacao';

type Importacao = typeof importacoes.$inferSelect;

const progresso = (i: Importacao, usinaAtual: string | null = null): ProgressoImportacao => ({
  tipo: 'importacao',
  uuid: i.uuid,
  status: i.status as ProgressoImportacao['status'],
  total: i.usinasExternas.length,
  concluidas: i.concluidas.length,
  usina_atual: usinaAtual,
  mensagem: i.mensagem,
});

async function publicar(ctx: AppContext, i: Importacao, usinaAtual: string | null = null) {
  const p = progresso(i, usinaAtual);
  await transmitir(ctx, canalImportacao(i.uuid), p);
  if (p.status === 'concluida' || p.status === 'falhou') {
    const empresa = await uuidDaEmpresa(ctx, i.empresaId);
    if (empresa) await transmitir(ctx, canalEmpresa(empresa), p);
  }
}

/** Spec §4: the import runs in the background; the answer is the import to follow. */
export async function criar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  d: ImportacaoEntrada,
) {
  const conta = await buscarConta(ctx, empresa, d.conta);
  // Past the plan's plant limit the import is refused now, naming the limit (decision 041).
  const jaImportadas = new Set((await usinasDaConta(ctx, conta.id)).map((u) => u.idExterno));
  const novas = new Set(d.usinas.filter((id) => !jaImportadas.has(id))).size;
  if (novas > 0) await ctx.limites.verificar(ctx, empresa.id, { usinas: novas });
  const [i] = await ctx.db
    .insert(importacoes)
    .values({
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      contaPortalId: conta.id,
      usinasExternas: [...new Set(d.usinas)],
    })
    .returning();
  if (!i) throw new Error('insert importacoes returned nothing');
  await enfileirar(
    ctx,
    TAREFA_IMPORTACAO,
    { importacao: i.id },
    { chave: `importacao:${i.id}`, grupo: await grupoDaConta(ctx, conta) },
  );
  return progresso(i);
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [i] = await ctx.db
    .select()
    .from(importacoes)
    .where(and(eq(importacoes.uuid, uuid), eq(importacoes.empresaId, empresa.id)));
  if (!i) throw new AppError('NAO_ENCONTRADO', 'Importação não encontrada');
  return progresso(i);
}

/** Channel rule for `importacoes/<uuid>`: whoever may use the import's company. */
export async function empresaDaImportacao(ctx: AppContext, uuid: string) {
  const [r] = await ctx.db
    .select({ empresaId: importacoes.empresaId })
    .from(importacoes)
    .where(eq(importacoes.uuid, uuid));
  return r ? uuidDaEmpresa(ctx, r.empresaId) : null;
}

const mesesAteHoje = (agora: Date, n: number) =>
  Array.from({ length: n + 1 }, (_, k) => {
    const d = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth() - k, 1));
    return d.toISOString().slice(0, 7);
  }).reverse();

/**
 * The job: for each chosen plant not yet done, read its inverters, create or refresh the plant
 * and its inverters, backfill daily history, mark it done and publish progress. Idempotent, so a
 * retry or a restart resumes after the last finished plant.
 */
export function tarefaImportacao(ctx: AppContext): TipoDeTarefa<{ importacao: number }> {
  const carregar = async (id: number) => {
    const [i] = await ctx.db.select().from(importacoes).where(eq(importacoes.id, id));
    return i;
  };
  return {
    definitiva: (erro) =>
      (erro instanceof ErroPortal && (erro.tipo === 'credenciais' || erro.tipo === 'bloqueada')) ||
      (erro instanceof AppError && erro.code === 'LIMITE_DO_PLANO'),
    async executar(t) {
      let i = await carregar(t.dados.importacao);
      if (!i || i.status === 'concluida') return;
      [i] = await ctx.db
        .update(importacoes)
        .set({ status: 'em_andamento', mensagem: null })
        .where(eq(importacoes.id, i.id))
        .returning();
      if (!i) return;
      await publicar(ctx, i);
      const { conta, fabricante, cliente } = await clienteDaConta(ctx, i.contaPortalId);
      const jaImportadas = new Set((await usinasDaConta(ctx, conta.id)).map((u) => u.idExterno));
      try {
        const doPortal = await cliente.listarUsinas();
        for (const idExterno of i.usinasExternas) {
          if (i.concluidas.includes(idExterno)) continue;
          const p = doPortal.find((u) => u.id === idExterno);
          if (!p) throw new ErroPortal('protocolo', `A usina ${idExterno} não está mais na conta do portal`);
          await publicar(ctx, i, p.nome);
          const lista = await cliente.listarInversores(idExterno);
          // A plan changed since the import was asked: the limit still holds (decision 041).
          if (!jaImportadas.has(idExterno))
            await ctx.limites.verificar(ctx, i.empresaId, {
              usinas: 1,
              kwp: lista.reduce((a, x) => a + (x.capacidadeKwp ?? 0), 0) || (p.potenciaKwp ?? 0),
            });
          const usina = await registrarDoPortal(
            ctx,
            i.empresaId,
            conta.id,
            fabricante.id,
            p,
            lista,
            statusDaUsina(lista),
          );
          for (const mes of mesesAteHoje(ctx.now(), ctx.config.importacao.mesesDeHistorico)) {
            await registrarGeracaoDiaria(ctx, usina.id, await cliente.energiaDoMes(idExterno, mes));
          }
          await marcarInicioDaGeracao(ctx, usina.id);
          await atualizarStatus(ctx, usina.id);
          await t.renovar();
          [i] = await ctx.db
            .update(importacoes)
            .set({ concluidas: [...i.concluidas, idExterno] })
            .where(eq(importacoes.id, i.id))
            .returning();
          if (!i) return;
          await publicar(ctx, i);
        }
        await registrarResultado(ctx, conta, null);
      } catch (err) {
        // The plan's limit says nothing about the portal account.
        if (!(err instanceof AppError && err.code === 'LIMITE_DO_PLANO'))
          await registrarResultado(ctx, conta, err);
        throw err;
      }
      [i] = await ctx.db
        .update(importacoes)
        .set({ status: 'concluida', concluidaEm: ctx.now() })
        .where(eq(importacoes.id, i.id))
        .returning();
      if (!i) return;
      await publicar(ctx, i);
      if (i.usuarioId)
        await notificar(ctx, i.usuarioId, {
          tipo: 'importacao_concluida',
          titulo: `Importação concluída: ${i.usinasExternas.length} usina(s) do ${fabricante.nome}`,
          mensagem: 'As usinas já aparecem em Usinas, com o histórico de geração.',
          link: '/usinas',
          empresaId: i.empresaId,
        });
    },
    async aoFalhar(t, erro) {
      const mensagem =
        erro instanceof ErroPortal && erro.tipo === 'credenciais'
          ? 'Login ou senha do portal incorretos'
          : `A importação falhou: ${erro.message}`;
      const [i] = await ctx.db
        .update(importacoes)
        .set({ status: 'falhou', mensagem, concluidaEm: ctx.now() })
        .where(eq(importacoes.id, t.dados.importacao))
        .returning();
      if (!i) return;
      await publicar(ctx, i);
      if (i.usuarioId)
        await notificar(ctx, i.usuarioId, {
          tipo: 'importacao_falhou',
          titulo: 'A importação de usinas falhou',
          mensagem,
          link: '/usinas',
          empresaId: i.empresaId,
        });
    },
  };
}
