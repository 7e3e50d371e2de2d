import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { canalEmpresa } from '@irradia/shared/realtime/canais';
import { ErroPortal, statusDaUsina } from '../../connectors/makers/types.ts';
import type { AppContext } from '../../platform/context.ts';
import { enfileirar, type TipoDeTarefa } from '../../platform/jobs.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { avaliarAlertas } from '../alertas/alertas.service.ts';
import { uuidDaEmpresa } from '../empresas/empresas.consultas.ts';
import { clienteDaConta, contasParaSincronizar, registrarResultado } from '../portais/portais.service.ts';
import {
  energiaDeHoje,
  inversoresDaUsina,
  type Leitura,
  registrarDoPortal,
  registrarGeracaoDiaria,
  registrarLeituras,
  usinasDaConta,
} from '../usinas/ingestao.ts';
import { atualizarStatus, verificarFrescor } from '../usinas/status.ts';

export const TAREFA_SINCRONIZACAO = 'sincronizacao';

/**
 * Enqueues a refresh for every portal account not refreshed within its pace (the maker's budget for
 * its size, never under POLL_INTERVAL_MS: connectors/makers/ritmo.ts), unless another poll would
 * pass the day's quota. Accounts whose password the portal refused are left alone until someone
 * enters it again: retrying a wrong password is how accounts get locked.
 */
export async function agendarSincronizacoes(ctx: AppContext): Promise<number> {
  const contas = await contasParaSincronizar(ctx);
  // Spread over POLL_SPREAD_MS by account, so a fleet does not hit the clouds in the same second.
  const janela = ctx.config.sincronizacao.espalharMs;
  for (const c of contas)
    await enfileirar(
      ctx,
      TAREFA_SINCRONIZACAO,
      { conta: c.id },
      {
        chave: `sincronizacao:${c.id}`,
        // One maker's cloud down holds at most part of the lanes (docs/decisions/011).
        grupo: `portal:${c.fabricante}`,
        maxTentativas: 3,
        atrasoMs: janela > 0 ? (c.id * 7919) % janela : 0,
      },
    );
  return contas.length;
}

/** One poll of one account: plants' power and energy, inverters and their status, today's energy. */
export function tarefaSincronizacao(ctx: AppContext): TipoDeTarefa<{ conta: number }> {
  return {
    definitiva: (erro) =>
      erro instanceof ErroPortal && (erro.tipo === 'credenciais' || erro.tipo === 'bloqueada'),
    async executar(t) {
      const { conta, fabricante, cliente } = await clienteDaConta(ctx, t.dados.conta);
      let atualizadas = 0;
      const mudancas: Array<{ uuid: string; status: string; motivo: string | null }> = [];
      const leiturasDoPoll: Leitura[] = [];
      let inversores = 0;
      try {
        const doPortal = await cliente.listarUsinas();
        for (const u of await usinasDaConta(ctx, conta.id)) {
          const p = doPortal.find((x) => x.id === u.idExterno);
          if (!p) continue;
          const lista = await cliente.listarInversores(p.id);
          inversores += lista.length;
          const usina = await registrarDoPortal(
            ctx,
            u.empresaId,
            conta.id,
            fabricante.id,
            p,
            lista,
            statusDaUsina(lista),
          );
          // One reading per inverter per poll, at the minute: polling twice in a minute adds nothing.
          const instante = new Date(Math.floor(ctx.now().getTime() / 60_000) * 60_000);
          const ids = await inversoresDaUsina(ctx, usina.id);
          leiturasDoPoll.push(
            ...lista.flatMap((i) => {
              const id = ids.get(i.serial);
              return id === undefined
                ? []
                : [
                    {
                      inversorId: id,
                      instante,
                      potenciaW: i.potenciaAtualW,
                      energiaHojeKwh: null,
                      energiaTotalKwh: i.energiaTotalKwh,
                      status: i.status,
                    },
                  ];
            }),
          );
          if (p.energiaHojeKwh !== null) {
            const hoje = await energiaDeHoje(ctx, u, p.energiaHojeKwh, cliente.fusoDoContador);
            await registrarGeracaoDiaria(ctx, usina.id, [
              { data: hojeNoFuso(ctx.now(), u.fusoHorario), energiaKwh: hoje },
            ]);
          }
          const st = await atualizarStatus(ctx, usina.id);
          await avaliarAlertas(ctx, usina.id);
          if (st && st.antes !== st.depois)
            mudancas.push({ uuid: usina.uuid, status: st.depois, motivo: st.motivo });
          atualizadas++;
        }
        // The account's readings in one write (the ingestion pipeline batches per poll).
        await registrarLeituras(ctx, leiturasDoPoll);
        await registrarResultado(ctx, conta, null, { inversores });
      } catch (err) {
        await registrarResultado(ctx, conta, err);
        throw err;
      }
      const empresa = await uuidDaEmpresa(ctx, conta.empresaId);
      if (empresa) await transmitir(ctx, canalEmpresa(empresa), { tipo: 'usinas', atualizadas, mudancas });
    },
  };
}

/** The freshness sweep: plants without data past the limit turn offline; their company is told. */
export async function verificarUsinasSemDados(ctx: AppContext) {
  const mudancas = await verificarFrescor(ctx);
  for (const m of mudancas) await avaliarAlertas(ctx, m.usina.id);
  const porEmpresa = new Map<number, Array<{ uuid: string; status: string; motivo: string | null }>>();
  for (const m of mudancas) {
    const lista = porEmpresa.get(m.usina.empresaId) ?? [];
    lista.push({ uuid: m.usina.uuid, status: m.depois, motivo: m.motivo });
    porEmpresa.set(m.usina.empresaId, lista);
  }
  for (const [empresaId, lista] of porEmpresa) {
    const empresa = await uuidDaEmpresa(ctx, empresaId);
    if (empresa)
      await transmitir(ctx, canalEmpresa(empresa), { tipo: 'usinas', atualizadas: 0, mudancas: lista });
  }
  return mudancas.length;
}
