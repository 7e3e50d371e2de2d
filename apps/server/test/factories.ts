import type { TestApp } from './helpers.ts';

let seq = 0;

export interface Pessoa {
  token: string;
  uuid: string;
  email: string;
  nome: string;
}

/** A signed-up user, through the API. */
export async function criarPessoa(t: TestApp, nome = 'Pessoa'): Promise<Pessoa> {
  seq += 1;
  const email = `p${seq}.${Date.now()}@exemplo.com.br`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: `${nome} ${seq}`, email, password: 'senha123', termos: true },
  });
  if (res.statusCode !== 201) throw new Error(`cadastro: ${res.statusCode} ${res.body}`);
  const body = res.json() as { auth: { token: string }; user: { uuid: string; nome: string } };
  return { token: body.auth.token, uuid: body.user.uuid, email, nome: body.user.nome };
}

/** A company registered by `dono` (who becomes its partner). */
export async function criarEmpresa(t: TestApp, dono: Pessoa, campos: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/empresas',
    headers: { authorization: `Bearer ${dono.token}` },
    payload: { nome: `Solar ${seq}`, tipo: 'integrador', ...campos },
  });
  if (res.statusCode !== 201) throw new Error(`empresa: ${res.statusCode} ${res.body}`);
  const data = (res.json() as { data: { uuid: string; tipo: string; cliente: { nome: string } } }).data;
  return { uuid: data.uuid, tipo: data.tipo, nome: data.cliente.nome };
}

export function como(p: Pessoa, empresa?: { uuid: string }) {
  return { authorization: `Bearer ${p.token}`, ...(empresa ? { 'x-company-id': empresa.uuid } : {}) };
}
