import type {
  EtapaIntegracao,
  IntegracaoEntrada,
  ProgressoIntegracao,
} from '@irradia/shared/faturas/faturas.schema';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { and, asc, eq } from 'drizzle-orm';
import { lerFaturaPdf } from '../../connectors/utilities/invoice-pdf/ler-fatura.ts';
import { ACESSO_CONCESSIONARIA, clienteDaConcessionaria } from '../../connectors/utilities/registro.ts';
import { ErroConcessionaria } from '../../connectors/utilities/types.ts';
import { integracoes } from '../../db/schema/integracoes.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { enfileirar, type TipoDeTarefa } from '../../platform/jobs.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import {
  buscar as buscarConcessionaria,
  concessionariasPorId,
  porId,
  registrarSaude,
} from '../concessionarias/concessionarias.service.ts';
import { empresaComoSistema } from '../empresas/empresas.service.ts';
import { registrarImportada } from '../faturas/faturas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { unidadeDaIntegracao } from '../unidades/unidades.service.ts';
import { usinaDaEmpresa, usinasPorId } from '../usinas/usinas.service.ts';

// A plant linked to its utility's app (spec §1, §3): the job walks the steps of spec §4 —
// autenticando → importando_faturas → concluida, or falhou (wrong login or password, spec §8) —
// publishing each on the company channel. Invoices are upserted by unit and month, so a retry or
// a restart resumes without duplicates.

export const TAREFA_INTEGRACAO = 'integracao_concessionaria';

type Integracao = typeof integracoes.$inferSelect;

const paraApi = (
  i: Integracao,
  c: { uuid: string; sigla: string },
  usina: { uuid: string; nome: string },
) => ({
  uuid: i.uuid,
  usina,
  concessionaria: c,
  login: i.login,
  importar_desde: i.importarDesde,
  etapa: i.etapa as EtapaIntegracao,
  status: i.status,
  mensagem: i.mensagem,
  faturas_importadas: i.faturasImportadas,
  ultima_execucao_em: i.ultimaExecucaoEm?.toISOString() ?? null,
});

export async function listar(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string) {
  const usina = await usinaDaEmpresa(ctx, empresa, usinaUuid);
  const rows = await ctx.db
    .select()
    .from(integracoes)
    .where(and(eq(integracoes.usinaId, usina.id), eq(integracoes.empresaId, empresa.id)))
    .orderBy(asc(integracoes.id));
  const cs = await concessionariasPorId(
    ctx,
    rows.map((i) => i.concessionariaId),
  );
  return rows.flatMap((i) => {
    const c = cs.get(i.concessionariaId);
    return c ? [paraApi(i, c, { uuid: usina.uuid, nome: usina.nome })] : [];
  });
}

/** Spec §5: dealership, app login, app password, import start date; the job does the rest. */
export async function criar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  usinaUuid: string,
  d: IntegracaoEntrada,
) {
  const usina = await usinaDaEmpresa(ctx, empresa, usinaUuid);
  const c = await buscarConcessionaria(ctx, d.concessionaria).catch(() => {
    throw erroValidacao([{ field: 'concessionaria', rule: 'exists', message: 'Informe a concessionária' }]);
  });
  const acesso = ACESSO_CONCESSIONARIA[c.sigla];
  if (!acesso || acesso.acesso === 'pdf')
    throw erroValidacao([
      {
        field: 'concessionaria',
        rule: 'sem_integracao',
        message:
          acesso?.explicacao ??
          `A ${c.sigla} ainda não tem importação automática: envie o PDF de cada fatura.`,
      },
    ]);
  if (d.importar_desde > ctx.now().toISOString().slice(0, 10))
    throw erroValidacao([
      {
        field: 'importar_desde',
        rule: 'passado',
        message: 'A data de início da importação não pode estar no futuro',
      },
    ]);
  const valores = {
    empresaId: empresa.id,
    usinaId: usina.id,
    concessionariaId: c.id,
    login: d.login,
    senhaCifrada: ctx.secrets.cifrar(d.senha),
    importarDesde: d.importar_desde,
    etapa: 'autenticando',
    status: 'inativo',
    mensagem: null,
  };
  // The same login again (a corrected password, another start date) restarts that integration.
  const [i] = await ctx.db
    .insert(integracoes)
    .values(valores)
    .onConflictDoUpdate({
      target: [integracoes.usinaId, integracoes.concessionariaId, integracoes.login],
      set: {
        senhaCifrada: valores.senhaCifrada,
        importarDesde: valores.importarDesde,
        etapa: 'autenticando',
        status: 'inativo',
        mensagem: null,
      },
    })
    .returning();
  if (!i) throw new Error('insert integracoes returned nothing');
  await enfileirar(
    ctx,
    TAREFA_INTEGRACAO,
    { integracao: i.id, usuario: sessao.usuarioId },
    { chave: `integracao:${i.id}:${ctx.now().getTime()}`, maxTentativas: 3 },
  );
  await publicar(ctx, i, usina.uuid);
  return paraApi(i, { uuid: c.uuid, sigla: c.sigla }, { uuid: usina.uuid, nome: usina.nome });
}

async function buscar(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string, uuid: string) {
  const usina = await usinaDaEmpresa(ctx, empresa, usinaUuid);
  const [i] = await ctx.db
    .select()
    .from(integracoes)
    .where(
      and(
        eq(integracoes.uuid, uuid),
        eq(integracoes.usinaId, usina.id),
        eq(integracoes.empresaId, empresa.id),
      ),
    );
  if (!i) throw new AppError('NAO_ENCONTRADO', 'Integração não encontrada');
  return { i, usina };
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string, uuid: string) {
  const { i, usina } = await buscar(ctx, empresa, usinaUuid, uuid);
  const c = await porId(ctx, i.concessionariaId);
  return paraApi(i, { uuid: c.uuid, sigla: c.sigla }, { uuid: usina.uuid, nome: usina.nome });
}

/** Runs the import again (new invoices since the start date; the existing ones are refreshed). */
export async function sincronizar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  usinaUuid: string,
  uuid: string,
) {
  const { i, usina } = await buscar(ctx, empresa, usinaUuid, uuid);
  const [novo] = await ctx.db
    .update(integracoes)
    .set({ etapa: 'autenticando', mensagem: null })
    .where(eq(integracoes.id, i.id))
    .returning();
  await enfileirar(
    ctx,
    TAREFA_INTEGRACAO,
    { integracao: i.id, usuario: sessao.usuarioId },
    { chave: `integracao:${i.id}:${ctx.now().getTime()}`, maxTentativas: 3 },
  );
  if (novo) await publicar(ctx, novo, usina.uuid);
  return detalhe(ctx, empresa, usinaUuid, uuid);
}

export async function excluir(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string, uuid: string) {
  const { i } = await buscar(ctx, empresa, usinaUuid, uuid);
  await ctx.db.delete(integracoes).where(eq(integracoes.id, i.id));
}

async function publicar(ctx: AppContext, i: Integracao, usinaUuid: string) {
  const e = await empresaComoSistema(ctx, i.empresaId);
  if (!e) return;
  const p: ProgressoIntegracao = {
    tipo: 'integracao',
    uuid: i.uuid,
    usina: usinaUuid,
    etapa: i.etapa as ProgressoIntegracao['etapa'],
    faturas_importadas: i.faturasImportadas,
    mensagem: i.mensagem,
  };
  await transmitir(ctx, canalEmpresa(e.uuid), p);
}

export function tarefaIntegracao(ctx: AppContext): TipoDeTarefa<{ integracao: number; usuario?: number }> {
  const atualizar = async (id: number, set: Partial<typeof integracoes.$inferInsert>) => {
    const [i] = await ctx.db.update(integracoes).set(set).where(eq(integracoes.id, id)).returning();
    return i;
  };
  const definitiva = (erro: Error) =>
    erro instanceof ErroConcessionaria && (erro.tipo === 'credenciais' || erro.tipo === 'captcha');
  return {
    definitiva,
    async executar(t) {
      let [i] = await ctx.db.select().from(integracoes).where(eq(integracoes.id, t.dados.integracao));
      if (!i) return;
      const usina = await usinaPublica(ctx, i.usinaId);
      const c = await porId(ctx, i.concessionariaId);
      const cliente = clienteDaConcessionaria(
        c.sigla,
        ctx.config.concessionarias,
        { login: i.login, senha: ctx.secrets.decifrar(i.senhaCifrada) },
        { timeoutMs: ctx.config.portais.timeoutMs },
      );
      if (!cliente) throw new ErroConcessionaria('protocolo', `A ${c.sigla} não tem importação automática`);
      i = await atualizar(i.id, { etapa: 'autenticando', ultimaExecucaoEm: ctx.now() });
      if (!i) return;
      await publicar(ctx, i, usina);
      try {
        await cliente.entrar();
        i = await atualizar(i.id, { etapa: 'importando_faturas' });
        if (!i) return;
        await publicar(ctx, i, usina);
        const remotas = await cliente.listarFaturas(i.importarDesde.slice(0, 7));
        for (const r of remotas) {
          const mes = r.campos.mes_referencia;
          if (!mes || mes < i.importarDesde.slice(0, 7)) continue;
          const unidade = await unidadeDaIntegracao(ctx, i, r.matricula);
          const pdf = Buffer.from(await cliente.baixarPdf(r));
          // The portal's JSON rarely has tariffs or taxes: what the PDF's layout gives fills the
          // gaps (the portal's own figures win where both exist).
          const leitura = await lerFaturaPdf(new Uint8Array(pdf));
          const doPdf = leitura.ok && leitura.campos.mes_referencia === mes ? leitura.campos : {};
          const nova = await registrarImportada(ctx, i.empresaId, unidade.id, {
            campos: { ...doPdf, ...r.campos, matricula: r.matricula },
            status: r.status,
            idExterno: r.id,
            pdf: { nome: `fatura-${c.sigla}-${mes}.pdf`, dados: pdf },
          });
          if (nova) {
            i = await atualizar(i.id, { faturasImportadas: i.faturasImportadas + 1 });
            if (!i) return;
          }
          await publicar(ctx, i, usina);
          await t.renovar();
        }
        await registrarSaude(ctx, c.id, null);
      } catch (err) {
        if (!(err instanceof ErroConcessionaria) || err.tipo !== 'credenciais')
          await registrarSaude(ctx, c.id, err);
        // Said at once, not only after the last attempt (a utility that hangs takes minutes).
        const erro = err instanceof Error ? err : new Error(String(err));
        if (!definitiva(erro)) {
          const falha = await atualizar(t.dados.integracao, {
            mensagem: `${erro.message.replace(/\.$/, '')}. Nova tentativa em breve`,
          });
          if (falha) await publicar(ctx, falha, usina);
        }
        throw err;
      }
      i = await atualizar(i.id, { etapa: 'concluida', status: 'online', mensagem: null });
      if (!i) return;
      await publicar(ctx, i, usina);
      if (t.dados.usuario)
        await notificar(ctx, t.dados.usuario, {
          tipo: 'integracao_concluida',
          titulo: `Faturas da ${c.sigla} importadas`,
          mensagem: `${i.faturasImportadas} fatura(s) importada(s) até agora.`,
          link: `/usinas/${usina}/fatura`,
          empresaId: i.empresaId,
        });
    },
    async aoFalhar(t, erro) {
      const mensagem =
        erro instanceof ErroConcessionaria && erro.tipo === 'credenciais'
          ? erro.message
          : `A importação de faturas falhou: ${erro.message}`;
      const i = await atualizar(t.dados.integracao, { etapa: 'falhou', status: 'erro', mensagem });
      if (!i) return;
      const usina = await usinaPublica(ctx, i.usinaId);
      await publicar(ctx, i, usina);
      if (t.dados.usuario)
        await notificar(ctx, t.dados.usuario, {
          tipo: 'integracao_falhou',
          titulo: 'A importação de faturas falhou',
          mensagem,
          link: `/usinas/${usina}/fatura`,
          empresaId: i.empresaId,
        });
    },
  };
}

async function usinaPublica(ctx: AppContext, usinaId: number) {
  return (await usinasPorId(ctx, [usinaId])).get(usinaId)?.uuid ?? '';
}
