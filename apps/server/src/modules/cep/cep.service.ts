import { eq } from 'drizzle-orm';
import { cepsConsultados } from '../../db/schema/cep.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { cidadeDoEndereco, cidadePorId, estadoPorSigla } from '../cidades/cidades.service.ts';
import { brasilApi, type ProvedorCep, viaCep } from './cep.providers.ts';

function provedores(ctx: AppContext): ProvedorCep[] {
  return [brasilApi(ctx.config.cep.brasilApiUrl), viaCep(ctx.config.cep.viaCepUrl)];
}

async function resposta(ctx: AppContext, row: typeof cepsConsultados.$inferSelect) {
  const c = row.cidadeId ? await cidadePorId(ctx, row.cidadeId) : null;
  const uf = await estadoPorSigla(ctx, row.uf);
  return {
    cep: row.cep,
    logradouro: row.logradouro,
    bairro: row.bairro,
    cidade: c
      ? { uuid: c.uuid, nome: c.nome, codigo_ibge: c.codigoIbge }
      : { uuid: null, nome: row.cidadeNome, codigo_ibge: null },
    estado: uf ?? { sigla: row.uf, nome: row.uf },
    fonte: row.fonte,
  };
}

/**
 * Looks a CEP up: the database first, then each provider in turn (3 s each). Not found by a
 * provider → 404; every provider failing → 502 naming the failures.
 */
export async function consultarCep(ctx: AppContext, cep: string, lista = provedores(ctx)) {
  const [cache] = await ctx.db.select().from(cepsConsultados).where(eq(cepsConsultados.cep, cep));
  if (cache) return resposta(ctx, cache);
  const falhas: string[] = [];
  for (const p of lista) {
    let r: Awaited<ReturnType<ProvedorCep['consultar']>>;
    try {
      r = await p.consultar(cep, AbortSignal.timeout(ctx.config.cep.timeoutMs));
    } catch (err) {
      const e = err as Error;
      falhas.push(`${p.nome}: ${e.name === 'TimeoutError' ? 'tempo esgotado' : e.message || 'falhou'}`);
      ctx.log.warn({ provedor: p.nome, err: e.message }, 'cep provider failed');
      continue;
    }
    if (r.tipo === 'nao_encontrado') throw new AppError('CEP_NAO_ENCONTRADO');
    const cidade = await cidadeDoEndereco(ctx, r.endereco);
    const [row] = await ctx.db
      .insert(cepsConsultados)
      .values({
        cep,
        logradouro: r.endereco.logradouro,
        bairro: r.endereco.bairro,
        cidadeId: cidade?.id ?? null,
        cidadeNome: r.endereco.cidade,
        uf: r.endereco.uf,
        fonte: p.nome,
      })
      .onConflictDoUpdate({ target: cepsConsultados.cep, set: { consultadoEm: ctx.now() } })
      .returning();
    if (!row) throw new Error('insert ceps_consultados returned nothing');
    return resposta(ctx, row);
  }
  throw new AppError('SERVICO_EXTERNO', `Não foi possível consultar o CEP (${falhas.join('; ')})`);
}
