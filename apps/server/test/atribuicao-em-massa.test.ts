// Over 400 lines: one table of every writable route and the fields it must ignore, kept whole so a new route is added in one place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimuladorDePortal } from '../src/connectors/makers/contrato.ts';
import { envDoSimulador, usinasDemo } from '../src/connectors/makers/demo.ts';
import { PORTAIS_DE_TESTE } from '../src/connectors/makers/registro.ts';
import { iniciarSimuladorCelesc } from '../src/connectors/utilities/celesc/simulator.ts';
import type { SimuladorConcessionaria } from '../src/connectors/utilities/types.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { criarUsinaDireta } from './usinas-de-teste.ts';

// Mass assignment (issue 11): fields a request may not set — admin flags, a company's type, owner,
// tenant, ids, server-kept statuses and timestamps — sent in snake_case and camelCase to every
// writable route that matters. Each is ignored (read back unchanged) or refused in pt-BR.

const UUID_ALHEIO = '0f0f0f0f-1111-4222-8333-444444444444';
const ANTIGO = '2001-01-01T00:00:00.000Z';

let t: TestApp;
let dona: Pessoa;
let intrusa: Pessoa;
let empresa: { uuid: string };
let alheia: { uuid: string };
let usina: string;
let cemig: string;
let growatt: SimuladorDePortal;
let celesc: SimuladorConcessionaria;
const portal = PORTAIS_DE_TESTE.find((p) => p.fabricante === 'growatt');
const credenciaisPortal = portal?.credenciais(5);
const contaCelesc = { login: 'massa@exemplo.com.br', senha: 'Celesc-Massa#1', unidades: [] };

/** Tenant, owner, ids and timestamps under the names a client might try. */
function intrusos(): Record<string, unknown> {
  return {
    id: 1,
    uuid: UUID_ALHEIO,
    empresa_id: 1,
    empresaId: 1,
    empresa: alheia.uuid,
    empresa_uuid: alheia.uuid,
    empresaUuid: alheia.uuid,
    tenant: alheia.uuid,
    tenant_id: 1,
    tenantId: 1,
    usuario_id: 1,
    usuarioId: 1,
    dono: intrusa.uuid,
    owner: intrusa.uuid,
    owner_id: 1,
    ownerId: 1,
    criado_em: ANTIGO,
    criadoEm: ANTIGO,
    criada_em: ANTIGO,
    criadaEm: ANTIGO,
    atualizado_em: ANTIGO,
    atualizadoEm: ANTIGO,
    excluido_em: ANTIGO,
    excluidoEm: ANTIGO,
  };
}

beforeAll(async () => {
  if (!portal || !credenciaisPortal) throw new Error('growatt test portal missing');
  growatt = await portal.iniciar([{ credenciais: credenciaisPortal, usinas: usinasDemo('growatt', 2) }]);
  celesc = await iniciarSimuladorCelesc([contaCelesc]);
  t = await createTestApp({ env: { ...envDoSimulador('growatt', growatt), CELESC_URL: celesc.url } });
  dona = await criarPessoa(t, 'Dona');
  intrusa = await criarPessoa(t, 'Intrusa');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  alheia = await criarEmpresa(t, intrusa, { tipo: 'integrador' });
  usina = await criarUsinaDireta(t, empresa.uuid, 'Usina da Dona');
  const r = await api('GET', '/api/concessionarias?search=Cemig');
  cemig = (r.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid ?? '';
}, 60_000);
afterAll(async () => {
  await t?.close();
  await growatt?.fechar();
  await celesc?.fechar();
});

function api(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  quem: Pessoa = dona,
  emp: { uuid: string } | null = empresa,
) {
  return t.app.inject({
    method,
    url,
    headers: como(quem, emp ?? undefined),
    ...(payload ? { payload } : {}),
  });
}

const dados = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;

/** Read back by its owner, the record is there; the other company cannot see it. */
async function soDaEmpresa(url: string) {
  expect((await api('GET', url)).statusCode, url).toBe(200);
  expect((await api('GET', url, undefined, intrusa, alheia)).statusCode, url).toBe(404);
}

/** The company's list has it; the other company's list does not. */
async function soNaListaDaEmpresa(url: string, uuid: string) {
  const uuids = async (quem: Pessoa, emp: { uuid: string }) =>
    dados<Array<{ uuid: string }>>(await api('GET', url, undefined, quem, emp)).map((x) => x.uuid);
  expect(await uuids(dona, empresa), url).toContain(uuid);
  expect(await uuids(intrusa, alheia), url).not.toContain(uuid);
}

describe('conta do usuário', () => {
  const flags = {
    is_admin: true,
    isAdmin: true,
    admin: true,
    is_supervisor: true,
    isSupervisor: true,
    is_socio: true,
    isSocio: true,
    sistema: true,
    tipo: 'sistema',
    senha_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    senhaHash: 'x',
    google_sub: 'google-123',
    googleSub: 'google-123',
    exclusao_agendada_para: ANTIGO,
    exclusaoAgendadaPara: ANTIGO,
  };

  it('o cadastro ignora administrador, sistema, ids e datas enviados', async () => {
    const email = `massa.${Date.now()}@exemplo.com.br`;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { nome: 'Quer Ser Admin', email, password: 'senha123', termos: true, ...flags, ...intrusos() },
    });
    expect(r.statusCode).toBe(201);
    const corpo = r.json() as { auth: { token: string }; user: Record<string, unknown> };
    expect(corpo.user).toMatchObject({
      is_admin: false,
      is_supervisor: false,
      is_socio: false,
      tipo: 'pessoal',
      google_vinculado: false,
      exclusao_agendada_para: null,
    });
    expect(corpo.user.uuid).not.toBe(UUID_ALHEIO);
    expect(corpo.user.criado_em).not.toBe(ANTIGO);
    const quem = { token: corpo.auth.token, uuid: String(corpo.user.uuid), email, nome: 'Quer Ser Admin' };
    // The administration stays closed, and the password is the one sent, not the hash.
    expect((await api('GET', '/api/usuarios', undefined, quem, null)).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email, password: 'senha123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a edição do perfil ignora administrador, supervisor, uuid e exclusão agendada', async () => {
    const r = await api(
      'PATCH',
      '/api/usuarios',
      { nome: 'Dona Editada', ...flags, ...intrusos() },
      dona,
      null,
    );
    expect(r.statusCode).toBe(200);
    const me = dados<Record<string, unknown>>(await api('GET', '/api/usuarios/me', undefined, dona, null));
    expect(me).toMatchObject({
      nome: 'Dona Editada',
      uuid: dona.uuid,
      is_admin: false,
      is_supervisor: false,
      google_vinculado: false,
      tem_senha: true,
      exclusao_agendada_para: null,
    });
    expect(me.criado_em).not.toBe(ANTIGO);
    expect((await api('GET', '/api/usuarios', undefined, dona, null)).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: dona.email, password: 'senha123' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('empresas', () => {
  it('só o sistema cria empresa do tipo sistema: 422 em pt-BR', async () => {
    const r = await api('POST', '/api/empresas', { nome: 'Falso Sistema', tipo: 'sistema' }, dona, null);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'tipo', message: 'Só o sistema pode criar empresas do tipo sistema' }],
    });
  });

  it('a edição não muda o tipo, o dono, o uuid nem passa a empresa a outra pessoa', async () => {
    const r = await api('PATCH', `/api/empresas/${empresa.uuid}`, {
      slogan: 'Energia do sol',
      tipo: 'sistema',
      Tipo: 'distribuidor',
      tipoEmpresa: 'sistema',
      tipo_empresa: 'sistema',
      socio: intrusa.uuid,
      socios: [intrusa.uuid],
      ...intrusos(),
    });
    expect(r.statusCode).toBe(200);
    const e = dados<{ uuid: string; tipo: string; slogan: string }>(
      await api('GET', `/api/empresas/${empresa.uuid}`),
    );
    expect(e).toMatchObject({ uuid: empresa.uuid, tipo: 'integrador', slogan: 'Energia do sol' });
    // The other person did not become owner or partner of it.
    expect((await api('GET', `/api/empresas/${empresa.uuid}`, undefined, intrusa, null)).statusCode).toBe(
      404,
    );
    const delas = dados<Array<{ uuid: string }>>(await api('GET', '/api/empresas', undefined, intrusa, null));
    expect(delas.map((x) => x.uuid)).toEqual([alheia.uuid]);
  });
});

describe('cadastros da empresa', () => {
  it('cliente: criado e editado sempre na empresa de quem chama, com uuid e data do servidor', async () => {
    const r = await api('POST', '/api/clientes', { nome: 'Cliente Massa', ...intrusos() });
    expect(r.statusCode).toBe(201);
    const c = dados<{ uuid: string; criado_em: string }>(r);
    expect(c.uuid).not.toBe(UUID_ALHEIO);
    expect(c.criado_em).not.toBe(ANTIGO);
    await soNaListaDaEmpresa('/api/clientes?limit=100', c.uuid);
    const e = await api('PATCH', `/api/clientes/${c.uuid}`, { nome: 'Cliente Massa 2', ...intrusos() });
    expect(e.statusCode).toBe(200);
    expect(dados<{ uuid: string; nome: string }>(e)).toMatchObject({ uuid: c.uuid, nome: 'Cliente Massa 2' });
    await soNaListaDaEmpresa('/api/clientes?limit=100', c.uuid);
  });

  it('usina: status, motivo e vínculo com o portal não são editáveis', async () => {
    const r = await api('PATCH', `/api/usinas/${usina}`, {
      nome: 'Usina da Dona',
      cidade: null,
      data_instalacao: null,
      potencia_kwp: 8,
      status: 'erro',
      status_motivo: 'forjado',
      statusMotivo: 'forjado',
      id_externo: 'X-1',
      idExterno: 'X-1',
      conta_portal: UUID_ALHEIO,
      contaPortalId: 1,
      ...intrusos(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const u = dados<{ uuid: string; status: string; status_motivo: string | null }>(
      await api('GET', `/api/usinas/${usina}`),
    );
    expect(u.uuid).toBe(usina);
    // The server derives it (a plant without inverters is inactive), never from the request.
    expect(u.status).not.toBe('erro');
    expect(u.status_motivo ?? null).not.toBe('forjado');
    await soDaEmpresa(`/api/usinas/${usina}`);
  });

  it('funcionário: convite e edição não fazem sócio, não mudam o status nem a data de demissão', async () => {
    const proibidos = {
      status: 'demitido',
      is_socio: true,
      isSocio: true,
      socio: true,
      supervisor: true,
      is_supervisor: true,
      usuario: intrusa.uuid,
      usuario_uuid: intrusa.uuid,
      demitido_em: '2020-01-01',
      demitidoEm: '2020-01-01',
      ...intrusos(),
    };
    const r = await api('POST', '/api/funcionarios', {
      nome: 'Funcionária Massa',
      email: `func.${Date.now()}@exemplo.com.br`,
      ...proibidos,
    });
    expect(r.statusCode, r.body).toBe(201);
    const f = dados<{ uuid: string; status: string; is_socio: boolean; demitido_em: string | null }>(r);
    // Invited by the company: hired at once, never fired or made partner by the request.
    expect(f).toMatchObject({ status: 'contratado', is_socio: false, demitido_em: null });
    expect(f.uuid).not.toBe(UUID_ALHEIO);
    const e = await api('PATCH', `/api/funcionarios/${f.uuid}`, {
      nome: 'Funcionária Massa 2',
      ...proibidos,
    });
    expect(e.statusCode, e.body).toBe(200);
    expect(dados<typeof f>(e)).toMatchObject({
      uuid: f.uuid,
      status: 'contratado',
      is_socio: false,
      demitido_em: null,
    });
    await soNaListaDaEmpresa('/api/funcionarios?limit=100', f.uuid);
    // The other person got no membership in this company.
    expect((await api('GET', '/api/clientes', undefined, intrusa, empresa)).statusCode).toBe(403);
  });

  it('unidade e fatura: a unidade fica na empresa e a edição não troca unidade nem mês', async () => {
    const u = await api('POST', '/api/unidades', {
      usina,
      concessionaria: cemig,
      tipo: 'geradora',
      matricula: '7654321',
      classe: 'residencial',
      ...intrusos(),
    });
    expect(u.statusCode, u.body).toBe(201);
    const unidade = dados<{ uuid: string }>(u).uuid;
    expect(unidade).not.toBe(UUID_ALHEIO);
    await soDaEmpresa(`/api/unidades/${unidade}`);

    const f = await api('POST', '/api/faturas', {
      unidade,
      mes_referencia: '2026-03',
      valor_total_rs: 100,
      origem: 'integracao',
      importada: true,
      ...intrusos(),
    });
    expect(f.statusCode, f.body).toBe(201);
    const fatura = dados<{ uuid: string }>(f).uuid;
    expect(fatura).not.toBe(UUID_ALHEIO);
    const outra = await api('POST', '/api/unidades', {
      usina,
      concessionaria: cemig,
      tipo: 'beneficiaria',
      matricula: '7654322',
      classe: 'residencial',
      cota: 10,
    });
    const e = await api('PUT', `/api/faturas/${fatura}`, {
      valor_total_rs: 120,
      unidade: dados<{ uuid: string }>(outra).uuid,
      mes_referencia: '2025-01',
      mesReferencia: '2025-01',
      ...intrusos(),
    });
    expect(e.statusCode, e.body).toBe(200);
    const lida = dados<{ uuid: string; mes_referencia: string; unidade: { uuid: string } }>(
      await api('GET', `/api/faturas/${fatura}`),
    );
    expect(lida).toMatchObject({ uuid: fatura, mes_referencia: '2026-03', unidade: { uuid: unidade } });
    await soDaEmpresa(`/api/faturas/${fatura}`);
  });
});

describe('monitoramento', () => {
  it('conta de portal: status, mensagem e empresa vêm do servidor', async () => {
    const r = await api('POST', '/api/portais', {
      fabricante: 'growatt',
      ...credenciaisPortal,
      status: 'erro',
      mensagem: 'forjada',
      ultima_sincronizacao_em: ANTIGO,
      ultimaSincronizacaoEm: ANTIGO,
      ...intrusos(),
    });
    expect(r.statusCode, r.body).toBe(201);
    const c = dados<{
      uuid: string;
      status: string;
      mensagem: string | null;
      ultima_sincronizacao_em: string;
    }>(r);
    expect(c).toMatchObject({ status: 'online', mensagem: null });
    expect(c.uuid).not.toBe(UUID_ALHEIO);
    expect(c.ultima_sincronizacao_em).not.toBe(ANTIGO);
    const minhas = dados<Array<{ uuid: string }>>(await api('GET', '/api/portais'));
    expect(minhas.map((x) => x.uuid)).toContain(c.uuid);
    const delas = dados<Array<{ uuid: string }>>(
      await api('GET', '/api/portais', undefined, intrusa, alheia),
    );
    expect(delas).toEqual([]);
  });

  it('integração com a concessionária: etapa, status e faturas importadas vêm do servidor', async () => {
    const lista = await api('GET', '/api/concessionarias?search=Celesc');
    const concessionaria = dados<Array<{ uuid: string }>>(lista)[0]?.uuid;
    const r = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria,
      login: contaCelesc.login,
      senha: contaCelesc.senha,
      importar_desde: '2026-01-01',
      etapa: 'concluida',
      status: 'online',
      faturas_importadas: 99,
      faturasImportadas: 99,
      ultima_execucao_em: ANTIGO,
      usina_id: 1,
      ...intrusos(),
    });
    expect(r.statusCode, r.body).toBe(202);
    const i = dados<{
      uuid: string;
      etapa: string;
      faturas_importadas: number;
      ultima_execucao_em: string | null;
    }>(r);
    expect(i).toMatchObject({ etapa: 'autenticando', faturas_importadas: 0, ultima_execucao_em: null });
    expect(i.uuid).not.toBe(UUID_ALHEIO);
    await soDaEmpresa(`/api/usinas/${usina}/integracoes/${i.uuid}`);
  });
});

describe('painéis', () => {
  const layout = [{ i: 'usinas', x: 0, y: 0, w: 1, h: 1 }];

  it('fora do sistema, padrao_de é recusado em pt-BR', async () => {
    const r = await api('POST', '/api/paineis', { nome: 'Padrão forjado', layout, padrao_de: 'integrador' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ message: 'Só o sistema define o painel padrão de um contexto' });
  });

  it('dono e empresa do modelo são os de quem salva; o id de outro usuário não é tomado', async () => {
    const dela = await api('POST', '/api/paineis', { nome: 'Painel dela', layout }, intrusa, alheia);
    expect(dela.statusCode).toBe(201);
    const idDela = dados<{ id: string }>(dela).id;
    const r = await api('POST', '/api/paineis', {
      nome: 'Painel da dona',
      layout,
      usuario: intrusa.uuid,
      usuario_id: 1,
      padraoDe: 'integrador',
      ...intrusos(),
      id: idDela,
    });
    expect(r.statusCode).toBe(404);
    const lista = dados<Array<{ nome: string }>>(
      await api('GET', '/api/paineis', undefined, intrusa, alheia),
    );
    expect(lista.map((p) => p.nome)).toEqual(['Painel dela']);
    const ok = await api('POST', '/api/paineis', {
      nome: 'Painel da dona',
      layout,
      ...intrusos(),
      id: undefined,
    });
    expect(ok.statusCode).toBe(201);
    const minhas = dados<Array<{ nome: string }>>(await api('GET', '/api/paineis'));
    expect(minhas.map((p) => p.nome)).toEqual(['Painel da dona']);
  });
});
