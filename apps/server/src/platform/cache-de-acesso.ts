import type { EmpresaAtual, SessaoAtual } from './auth.ts';
import type { Bus } from './realtime/bus.ts';

/**
 * The session and the caller's standing in a company (membership, position, permissions), kept
 * in process for a short while so a signed-in request costs no query to authorise (issue 28).
 *
 * Never stale once a change is acknowledged: every entry is stamped with the versions of its
 * user (and company) read from the bus's shared counters before it was loaded; whoever changes a
 * session, a person's bond or a company advances those counters before answering, and a hit is
 * served only while the stamps still match. On Redis the check is one MGET per request (every
 * instance reads the same counters); in memory it is a map lookup. Refusals (unknown token, no
 * bond) are never cached, so a new session or a newly accepted invitation works at once.
 */
export interface CacheDeAcesso {
  sessao(tokenHash: string, carregar: () => Promise<SessaoEmCache | null>): Promise<SessaoAtual | null>;
  empresa(
    sessao: SessaoAtual,
    uuid: string,
    carregar: () => Promise<EmpresaAtual | null>,
  ): Promise<EmpresaAtual | null>;
  /**
   * What a person sees of themself in a company (the body of `/me`): valid until their session,
   * standing, profile or notifications change.
   */
  perfil<T>(sessao: SessaoAtual, empresa: EmpresaAtual | null, carregar: () => Promise<T>): Promise<T>;
  /**
   * Called after the change is written and before it is acknowledged: `usuarios` for a session or
   * a bond, `empresas` for a company or its positions, `perfis` for a profile or notifications.
   */
  invalidar(alvo: {
    usuarios?: readonly number[];
    empresas?: readonly number[];
    perfis?: readonly number[];
  }): Promise<void>;
}

export interface SessaoEmCache extends SessaoAtual {
  /** The session's own expiry: a cached session is never used past it. */
  expiraEm: Date;
}

interface Entrada<T> {
  valor: T;
  chaves: string[];
  versoes: number[];
  validoAte: number;
}

const chaveUsuario = (id: number) => `acesso:u:${id}`;
const chaveEmpresa = (id: number) => `acesso:e:${id}`;
const chavePerfil = (id: number) => `acesso:p:${id}`;

/** A small map that forgets its oldest entries past `limite` (insertion order). */
class Recentes<T> {
  private readonly mapa = new Map<string, Entrada<T>>();
  constructor(private readonly limite: number) {}
  get(k: string) {
    return this.mapa.get(k);
  }
  set(k: string, e: Entrada<T>) {
    this.mapa.delete(k);
    this.mapa.set(k, e);
    if (this.mapa.size > this.limite) {
      const primeira = this.mapa.keys().next().value;
      if (primeira !== undefined) this.mapa.delete(primeira);
    }
  }
  delete(k: string) {
    this.mapa.delete(k);
  }
}

export function criarCacheDeAcesso(opcoes: {
  bus: Bus;
  /** Lifetime of an entry; 0 turns the cache off (every request loads). */
  ttlMs: number;
  now: () => Date;
  limite?: number;
}): CacheDeAcesso {
  const { bus, ttlMs, now } = opcoes;
  const limite = opcoes.limite ?? 20_000;
  const sessoes = new Recentes<SessaoEmCache>(limite);
  const empresas = new Recentes<EmpresaAtual>(limite);
  const perfis = new Recentes<unknown>(limite);
  // Who owns a token and which id a company's uuid has never change: remembered apart, so the
  // counters that vouch for an entry can be read before the load they vouch for.
  const donoDoToken = new Recentes<number>(limite);
  const idDaEmpresa = new Recentes<number>(limite);

  /**
   * A hit is served while its stamps match the shared counters. A miss with known owners reads
   * their counters, then loads and keeps the value under that stamp (a change landing in between
   * leaves an older stamp, so the entry is reloaded next time). A miss with an owner not yet known
   * loads without keeping: the next request knows the owner.
   */
  async function buscar<T>(
    mapa: Recentes<T>,
    chave: string,
    donos: string[] | null,
    carregar: () => Promise<T | null>,
  ): Promise<T | null> {
    const agora = now().getTime();
    const e = mapa.get(chave);
    if (e && e.validoAte > agora) {
      const atuais = await bus.versions(e.chaves);
      if (atuais.every((v, i) => v === e.versoes[i])) return e.valor;
    }
    if (e) mapa.delete(chave);
    if (!donos || ttlMs <= 0) return carregar();
    const versoes = await bus.versions(donos);
    const valor = await carregar();
    if (valor !== null) mapa.set(chave, { valor, chaves: donos, versoes, validoAte: agora + ttlMs });
    return valor;
  }

  const lembrar = (mapa: Recentes<number>, chave: string, id: number) =>
    mapa.set(chave, { valor: id, chaves: [], versoes: [], validoAte: Number.POSITIVE_INFINITY });

  return {
    async sessao(tokenHash, carregar) {
      const e = sessoes.get(tokenHash);
      if (e && e.valor.expiraEm.getTime() <= now().getTime()) sessoes.delete(tokenHash);
      const dono = donoDoToken.get(tokenHash)?.valor;
      const s = await buscar(sessoes, tokenHash, dono === undefined ? null : [chaveUsuario(dono)], carregar);
      if (!s) return null;
      if (dono === undefined) lembrar(donoDoToken, tokenHash, s.usuarioId);
      return { sessaoId: s.sessaoId, usuarioId: s.usuarioId, usuarioUuid: s.usuarioUuid, isAdmin: s.isAdmin };
    },
    async empresa(sessao, uuid, carregar) {
      const id = idDaEmpresa.get(uuid)?.valor;
      const donos = id === undefined ? null : [chaveUsuario(sessao.usuarioId), chaveEmpresa(id)];
      const e = await buscar(empresas, `${sessao.usuarioId}|${uuid}`, donos, carregar);
      if (e && id === undefined) lembrar(idDaEmpresa, uuid, e.id);
      return e;
    },
    async perfil<T>(sessao: SessaoAtual, empresa: EmpresaAtual | null, carregar: () => Promise<T>) {
      const donos = [chaveUsuario(sessao.usuarioId), chavePerfil(sessao.usuarioId)];
      if (empresa) donos.push(chaveEmpresa(empresa.id));
      const chave = `${sessao.usuarioId}|${empresa?.uuid ?? ''}`;
      return (await buscar(perfis, chave, donos, carregar)) as T;
    },
    async invalidar(alvo) {
      await bus.advance([
        ...(alvo.usuarios ?? []).map(chaveUsuario),
        ...(alvo.empresas ?? []).map(chaveEmpresa),
        ...(alvo.perfis ?? []).map(chavePerfil),
      ]);
    },
  };
}
