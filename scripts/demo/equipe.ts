// The integrator's account, company and team, as the sign-up, company and staff screens make them.
import type { Api } from './api.ts';
import { CARGOS, EMPRESA, FUNCIONARIOS, SETORES, USUARIO } from './cenario.ts';

/** Signs the demo user in (signing up first on an empty data folder) and selects its company. */
export async function entrar(api: Api) {
  const login = { email: USUARIO.email, password: USUARIO.password };
  let r = await api.chamar('POST', 'usuarios/login', login);
  if (r.status !== 200) {
    await api.exigir('POST', 'usuarios', { ...USUARIO, termos: true });
    r = await api.chamar('POST', 'usuarios/login', login);
  }
  api.token = r.corpo?.auth?.token ?? null;
  if (!api.token) throw new Error(`a conta da demo não entrou: ${JSON.stringify(r.corpo)}`);
  const { tipo: _t, ...dados } = EMPRESA;
  const empresas = await api.exigir('GET', 'empresas?limit=20');
  let empresa = empresas.data.find(
    (e: { cliente: { nome: string } }) => e.cliente.nome === EMPRESA.nome,
  )?.uuid;
  if (!empresa) empresa = (await api.exigir('POST', 'empresas', EMPRESA)).data.uuid;
  // The company's address and CNPJ: the tutorial's first step shows it done, with its city.
  else await api.exigir('PATCH', `empresas/${empresa}`, dados);
  api.empresa = empresa as string;
}

/** The sectors, their positions, the four people and the owner's position; e-mail → employee uuid. */
export async function montarEquipe(api: Api) {
  const setoresExistentes = await api.todos('setores');
  const setores = new Map<string, string>();
  for (const [chave, s] of Object.entries(SETORES)) {
    let uuid = setoresExistentes.find((x) => x.nome === s.nome)?.uuid;
    if (!uuid) uuid = (await api.exigir('POST', 'setores', s)).data.uuid;
    setores.set(chave, uuid);
  }
  const cargosExistentes = await api.todos('cargos');
  const cargos = new Map<string, string>();
  for (const [chave, c] of Object.entries(CARGOS)) {
    let uuid = cargosExistentes.find((x) => x.nome === c.nome)?.uuid;
    if (!uuid) uuid = (await api.exigir('POST', 'cargos', { ...c, setor: setores.get(c.setor) })).data.uuid;
    cargos.set(chave, uuid);
  }
  const pessoas = await api.todos('funcionarios');
  const equipe = new Map(pessoas.map((f) => [f.email as string, f.uuid as string]));
  let novos = 0;
  for (const f of FUNCIONARIOS) {
    if (equipe.has(f.email)) continue;
    const { regioes: _r, cargo, ...dados } = f;
    // A new address gets the first-access e-mail (in the data folder's outbox, nothing is sent).
    const criado = await api.exigir('POST', 'funcionarios', { ...dados, cargo: cargos.get(cargo) });
    equipe.set(f.email, criado.data.uuid);
    novos++;
  }
  const dona = pessoas.find((f) => f.email === USUARIO.email);
  if (dona && !dona.cargo)
    await api.exigir('PATCH', `funcionarios/${dona.uuid}`, {
      cargo: cargos.get('direcao'),
      telefone: USUARIO.telefone,
    });
  return { equipe, novos };
}
