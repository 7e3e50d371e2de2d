import { como, criarPessoa, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** An employee of `empresa` in a position with `permissoes` (invited and accepted), in its own sector. */
export async function funcionarioDeTeste(
  t: TestApp,
  dono: Pessoa,
  empresa: { uuid: string },
  nome: string,
  permissoes: string[],
): Promise<{ pessoa: Pessoa; funcionario: string; setor: string }> {
  const headers = como(dono, empresa);
  const criar = async (url: string, payload: Record<string, unknown>) => {
    const r = await t.app.inject({ method: 'POST', url, headers, payload });
    if (r.statusCode !== 201) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return (r.json() as { data: { uuid: string } }).data.uuid;
  };
  const setor = await criar('/api/setores', { nome: `Setor de ${nome}` });
  const cargo = await criar('/api/cargos', { nome: `Cargo de ${nome}`, setor, permissoes });
  const pessoa = await criarPessoa(t, nome);
  const funcionario = await criar('/api/funcionarios', { nome, email: pessoa.email, cargo });
  const aceite = await t.app.inject({
    method: 'POST',
    url: `/api/funcionarios/${funcionario}/aceitar`,
    headers: como(pessoa),
  });
  if (aceite.statusCode >= 300) throw new Error(`aceitar: ${aceite.statusCode} ${aceite.body}`);
  return { pessoa, funcionario, setor };
}

/** The company's board of a kind, with its stages' uuids by name. */
export async function quadroDe(t: TestApp, quem: Pessoa, empresa: { uuid: string }, tipo: 'atendimentos' | 'pedidos') {
  const r = await t.app.inject({ method: 'GET', url: '/api/quadros', headers: como(quem, empresa) });
  const q = (r.json() as { data: Array<{ uuid: string; tipo: string; padrao: boolean; fases: Array<{ uuid: string; nome: string }> }> }).data.find(
    (x) => x.tipo === tipo && x.padrao,
  );
  if (!q) throw new Error(`quadro ${tipo}: ${r.statusCode} ${r.body}`);
  return { uuid: q.uuid, fase: Object.fromEntries(q.fases.map((f) => [f.nome, f.uuid])) as Record<string, string> };
}
