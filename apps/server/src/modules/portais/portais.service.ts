import { dataNoFuso } from '@irradia/shared/format/data';
import {
  type ContaPortalEntrada,
  credenciaisDoPortal,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { clienteDoPortal } from '../../connectors/makers/index.ts';
import { comLimite, LimiteDoIrradia } from '../../connectors/makers/limite.ts';
import {
  fetchNoRitmo,
  intervaloDeSincronizacao,
  limiteDiario,
  ritmoDe,
} from '../../connectors/makers/ritmo.ts';
import { type ClientePortal, type Credenciais, ErroPortal } from '../../connectors/makers/types.ts';
import { contasPortal } from '../../db/schema/portais.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import {
  codigoDoFabricante,
  fabricantePorCodigo,
  fabricantePorId,
  fabricantesPorId,
  nomeDoFabricante,
} from '../fabricantes/fabricantes.consultas.ts';
import { registrarSaude } from '../fabricantes/fabricantes.service.ts';

type Conta = typeof contasPortal.$inferSelect;

/**
 * The day the call count belongs to: Brasília's, the "hoje" the user reads. No maker documents when
 * its quota resets; the pace keeps a fifth of the quota spare for that (ritmo.ts).
 */
export const diaDaContagem = (agora: Date): string => dataNoFuso(agora, 'America/Sao_Paulo');

const paraApi = (ctx: AppContext, c: Conta, f: { codigo: string; nome: string }) => ({
  uuid: c.uuid,
  fabricante: { codigo: f.codigo, nome: f.nome },
  login: c.login,
  status: c.status,
  mensagem: c.mensagem,
  ultima_sincronizacao_em: c.ultimaSincronizacaoEm?.toISOString() ?? null,
  intervalo_sincronizacao_min: Math.ceil(
    Math.max(c.intervaloSincronizacaoMs ?? 0, ctx.config.sincronizacao.intervaloMs) / 60_000,
  ),
  chamadas_hoje: c.chamadasDia === diaDaContagem(ctx.now()) ? c.chamadasHoje : 0,
  limite_chamadas_dia: c.limiteChamadasDia,
});

/** An ErroPortal as the API answers it (spec §8: wrong portal login or password). */
function erroDoPortal(err: unknown, nomeFabricante: string): never {
  if (!(err instanceof ErroPortal)) throw err;
  // Spec §8's "Login ou senha do portal incorretos" as the clients say it; a maker whose secret is
  // not a password says what to fix instead (Chint Power's pasted token, Livoltek's user token).
  if (err.tipo === 'credenciais')
    throw erroValidacao([{ field: 'senha', rule: 'credenciais', message: err.message }]);
  if (err.tipo === 'bloqueada')
    throw erroValidacao([
      {
        field: 'login',
        rule: 'bloqueada',
        message: `O portal ${nomeFabricante} bloqueou esta conta. Tente mais tarde`,
      },
    ]);
  throw new AppError(
    'SERVICO_EXTERNO',
    `Não foi possível acessar o portal ${nomeFabricante}: ${err.message}`,
  );
}

function cliente(
  ctx: AppContext,
  codigo: string,
  nome: string,
  credenciais: Credenciais,
  http?: typeof fetch,
): ClientePortal {
  const c = clienteDoPortal(ctx.config, codigo, credenciais, http);
  if (!c)
    throw erroValidacao([
      {
        field: 'fabricante',
        rule: 'disponivel',
        message: `A importação de usinas ${nome} ainda não está disponível`,
      },
    ]);
  return c;
}

/**
 * Clients are kept per account while this instance runs, so their session is reused across
 * polls (Growatt locks accounts after repeated logins). A changed password makes a new client.
 */
const clientes = new WeakMap<AppContext, Map<string, ClientePortal>>();

/** Calls made per account on this instance and not yet added to its row (registrarResultado). */
const pendentes = new WeakMap<AppContext, Map<number, number>>();

function chamadasPendentes(ctx: AppContext): Map<number, number> {
  let m = pendentes.get(ctx);
  if (!m) {
    m = new Map();
    pendentes.set(ctx, m);
  }
  return m;
}

/** The client of a stored account, with its password decrypted. */
export async function clienteDaConta(ctx: AppContext, contaId: number) {
  const [c0] = await ctx.db.select().from(contasPortal).where(eq(contasPortal.id, contaId));
  const f0 = c0 && (await fabricantePorId(ctx, c0.fabricanteId));
  if (!c0 || !f0) throw new AppError('NAO_ENCONTRADO', 'Conta do portal não encontrada');
  const r = { c: c0, f: f0 };
  let doCtx = clientes.get(ctx);
  if (!doCtx) {
    doCtx = new Map();
    clientes.set(ctx, doCtx);
  }
  const chave = `${r.c.id}:${r.c.login}:${r.c.senhaCifrada}:${r.c.chavesCifradas ?? ''}`;
  let c = doCtx.get(chave);
  if (!c) {
    const contaId = r.c.id;
    const contagem = chamadasPendentes(ctx);
    const http = fetchNoRitmo(
      ritmoDe(r.f.codigo),
      { agora: () => ctx.now().getTime(), esperar: ctx.sleep },
      () => contagem.set(contaId, (contagem.get(contaId) ?? 0) + 1),
    );
    c = comLimite(
      cliente(
        ctx,
        r.f.codigo,
        r.f.nome,
        {
          login: r.c.login,
          senha: ctx.secrets.decifrar(r.c.senhaCifrada),
          ...(r.c.chavesCifradas
            ? { chaves: JSON.parse(ctx.secrets.decifrar(r.c.chavesCifradas)) as Record<string, string> }
            : {}),
        },
        http,
      ),
      ctx.limiter,
      {
        porMinuto: ctx.config.portais.porMinuto,
        simultaneas: ctx.config.portais.simultaneas,
      },
    );
    for (const k of doCtx.keys()) if (k.startsWith(`${r.c.id}:`)) doCtx.delete(k);
    doCtx.set(chave, c);
  }
  return { conta: r.c, fabricante: r.f, cliente: c };
}

/**
 * Adds the calls this instance made for the account to its count of the day, in one statement so
 * several instances add up. Returns how many it added.
 */
async function contarChamadas(ctx: AppContext, contaId: number): Promise<number> {
  const contagem = chamadasPendentes(ctx);
  const n = contagem.get(contaId) ?? 0;
  contagem.delete(contaId);
  if (n === 0) return 0;
  const hoje = diaDaContagem(ctx.now());
  await ctx.db
    .update(contasPortal)
    .set({
      chamadasHoje: sql`case when ${contasPortal.chamadasDia} = ${hoje} then ${contasPortal.chamadasHoje} + ${n} else ${n} end`,
      chamadasDia: hoje,
    })
    .where(eq(contasPortal.id, contaId));
  return n;
}

/**
 * Records the outcome of a call on the account and the maker's health, and the calls it cost. After
 * a poll (`sincronizacao`: the inverters it saw) the account's pace is set from what the poll cost.
 */
export async function registrarResultado(
  ctx: AppContext,
  conta: Conta,
  erro: unknown,
  sincronizacao?: { inversores: number },
) {
  const chamadas = await contarChamadas(ctx, conta.id);
  await registrarSaude(ctx, conta.fabricanteId, erro);
  // Irradia's own call budget: the account is fine, the job just tries again later. The cloud's
  // own rate-limit answer is told on the account like any other failure.
  if (erro instanceof LimiteDoIrradia) return;
  const status = !erro
    ? 'online'
    : erro instanceof ErroPortal && (erro.tipo === 'credenciais' || erro.tipo === 'bloqueada')
      ? 'erro'
      : 'offline';
  let ritmo = {};
  if (!erro && sincronizacao) {
    const f = await fabricantePorId(ctx, conta.fabricanteId);
    const r = ritmoDe(f?.codigo ?? '');
    ritmo = {
      chamadasPorSincronizacao: chamadas,
      limiteChamadasDia: limiteDiario(r, sincronizacao.inversores),
      intervaloSincronizacaoMs: intervaloDeSincronizacao(
        r,
        { inversores: sincronizacao.inversores, chamadasPorSincronizacao: chamadas },
        ctx.config.sincronizacao.intervaloMs,
      ),
    };
  }
  await ctx.db
    .update(contasPortal)
    .set({
      status,
      mensagem: erro ? (erro as Error).message : null,
      ...(erro ? {} : { ultimaSincronizacaoEm: ctx.now() }),
      ...ritmo,
    })
    .where(eq(contasPortal.id, conta.id));
}

/**
 * Adds (or updates the password of) a portal account after logging in with it, so a wrong
 * login or password is told at once (spec §8) and never stored.
 */
export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: ContaPortalEntrada) {
  const f = await fabricantePorCodigo(ctx, d.fabricante);
  if (!f)
    throw erroValidacao([
      { field: 'fabricante', rule: 'exists', message: 'Selecione o fabricante do inversor' },
    ]);
  // Exactly the maker's extra fields, each required (the wizard asks for them by name).
  const campos = credenciaisDoPortal(f.codigo).chaves ?? {};
  const faltando = Object.entries(campos).filter(([k, c]) => !c.opcional && !d.chaves?.[k]?.trim());
  if (faltando.length)
    throw erroValidacao(
      faltando.map(([k, campo]) => ({
        field: `chaves.${k}`,
        rule: 'required',
        message: `Informe ${campo.rotulo}`,
      })),
    );
  const chaves = Object.keys(campos).length
    ? Object.fromEntries(Object.keys(campos).map((k) => [k, d.chaves?.[k]?.trim() ?? '']))
    : null;
  const chavesCifradas = chaves ? ctx.secrets.cifrar(JSON.stringify(chaves)) : null;
  const c = cliente(ctx, f.codigo, f.nome, { login: d.login, senha: d.senha, ...(chaves ? { chaves } : {}) });
  try {
    await c.entrar();
    await registrarSaude(ctx, f.id, null);
  } catch (err) {
    await registrarSaude(ctx, f.id, err);
    erroDoPortal(err, f.nome);
  }
  const [conta] = await ctx.db
    .insert(contasPortal)
    .values({
      empresaId: empresa.id,
      fabricanteId: f.id,
      login: d.login,
      senhaCifrada: ctx.secrets.cifrar(d.senha),
      chavesCifradas,
      status: 'online',
      ultimaSincronizacaoEm: ctx.now(),
    })
    .onConflictDoUpdate({
      target: [contasPortal.empresaId, contasPortal.fabricanteId, contasPortal.login],
      set: {
        senhaCifrada: ctx.secrets.cifrar(d.senha),
        chavesCifradas,
        status: 'online',
        mensagem: null,
        ultimaSincronizacaoEm: ctx.now(),
      },
    })
    .returning();
  if (!conta) throw new Error('insert contas_portal returned nothing');
  return paraApi(ctx, conta, f);
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select()
    .from(contasPortal)
    .where(eq(contasPortal.empresaId, empresa.id))
    .orderBy(nomeDoFabricante(contasPortal.fabricanteId), asc(contasPortal.login));
  const fabricantes = await fabricantesPorId(
    ctx,
    rows.map((c) => c.fabricanteId),
  );
  return rows.flatMap((c) => {
    const f = fabricantes.get(c.fabricanteId);
    return f ? [paraApi(ctx, c, f)] : [];
  });
}

export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select()
    .from(contasPortal)
    .where(and(eq(contasPortal.uuid, uuid), eq(contasPortal.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO', 'Conta do portal não encontrada');
  return c;
}

/** The job group of an account's maker: one maker's cloud holds at most part of the lanes (decision 011). */
export async function grupoDaConta(ctx: AppContext, conta: { fabricanteId: number }): Promise<string> {
  const f = await fabricantePorId(ctx, conta.fabricanteId);
  return `portal:${f?.codigo ?? conta.fabricanteId}`;
}

/**
 * The accounts due a poll (modules/sincronizacao), with their maker's code: not refreshed within
 * their pace (the maker's budget for their size, never under POLL_INTERVAL_MS: connectors/makers/
 * ritmo.ts), unless another poll would pass the day's quota. Accounts whose password the portal
 * refused are left alone until someone enters it again.
 */
export async function contasParaSincronizar(ctx: AppContext) {
  const agora = ctx.now();
  const minimoMs = ctx.config.sincronizacao.intervaloMs;
  const c = contasPortal;
  const contas = await ctx.db
    .select({ id: c.id, fabricante: codigoDoFabricante(c.fabricanteId) })
    .from(c)
    .where(
      and(
        ne(c.status, 'erro'),
        or(
          isNull(c.ultimaSincronizacaoEm),
          sql`${c.ultimaSincronizacaoEm} <= ${agora}::timestamptz - greatest(coalesce(${c.intervaloSincronizacaoMs}, 0), ${minimoMs}::int) * interval '1 millisecond'`,
        ),
        sql`not (${c.limiteChamadasDia} is not null and ${c.chamadasDia} = ${diaDaContagem(agora)}
          and ${c.chamadasHoje} + coalesce(${c.chamadasPorSincronizacao}, 0) > ${c.limiteChamadasDia})`,
      ),
    );
  return contas;
}

/** The plants on the portal, for the wizard to choose from. */
export async function usinasNoPortal(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const conta = await buscar(ctx, empresa, uuid);
  const { cliente: c, fabricante } = await clienteDaConta(ctx, conta.id);
  try {
    const lista = await c.listarUsinas();
    await registrarResultado(ctx, conta, null);
    return lista.map((u) => ({
      id: u.id,
      nome: u.nome,
      potencia_atual_w: u.potenciaAtualW,
      energia_hoje_kwh: u.energiaHojeKwh,
      energia_total_kwh: u.energiaTotalKwh,
    }));
  } catch (err) {
    await registrarResultado(ctx, conta, err);
    erroDoPortal(err, fabricante.nome);
  }
}

export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const conta = await buscar(ctx, empresa, uuid);
  await ctx.db.delete(contasPortal).where(eq(contasPortal.id, conta.id));
}
