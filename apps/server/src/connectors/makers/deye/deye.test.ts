import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { ErroPortal } from '../types.ts';
import { ClienteDeye } from './client.ts';
import {
  erroDoEnvelope,
  erroDoToken,
  Inteiro,
  identificacaoDeye,
  idsComoTexto,
  jsonComInteiros,
  senhaDeye,
  statusDeye,
} from './protocolo.ts';
import { iniciarSimuladorDeye } from './simulator.ts';

// 13:00 in Brasília.
const AGORA = new Date('2026-11-22T16:00:00Z');

const conta = (login: string): ContaDeTeste => ({
  credenciais: {
    login,
    senha: 'Senha çé',
    chaves: { appId: '202506109376008', appSecret: 'segredo-do-app' },
  },
  usinas: [
    {
      id: '61521934',
      nome: 'Casa Oliveira',
      latitude: -22.9,
      inversores: Array.from({ length: 23 }, (_, i) => ({
        serial: String(2505135700 + i),
        modelo: 'SUN-8K',
        kw: 8,
        status: i === 0 ? ('erro' as const) : i === 1 ? ('offline' as const) : ('online' as const),
      })),
    },
  ],
});

describe('Deye Cloud: senha, login, status e erros', () => {
  it('a senha vai como SHA-256 em hex minúsculo (vetores do openssl)', () => {
    // printf '%s' '123456' | openssl dgst -sha256   (the vendor sample's placeholder password)
    expect(senhaDeye('123456')).toBe('8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92');
    // printf '%s' 'Solar@2026' | openssl dgst -sha256
    expect(senhaDeye('Solar@2026')).toBe('a2bb5745e84804b5f1f380606648d542a6915ddd5827331c9883a06e0021c8fb');
    // printf '%s' 'Senha çé' | openssl dgst -sha256   (UTF-8 bytes 53 65 6e 68 61 20 c3 a7 c3 a9)
    expect(senhaDeye('Senha çé')).toBe('063afdace7899de2ed2b6b2f9ca0593567fd95152e504f0e1271be83b07fa4bb');
  });

  it('o login vira e-mail, celular ou nome de usuário conforme o formato', () => {
    expect(identificacaoDeye(' a@b.com ')).toEqual({ email: 'a@b.com' });
    expect(identificacaoDeye('+5511987654321')).toEqual({ mobile: '11987654321', countryCode: '55' });
    expect(identificacaoDeye('instalador_sp')).toEqual({ username: 'instalador_sp' });
  });

  it('status: connectStatus da lista e deviceState do device/latest', () => {
    expect(statusDeye({ connectStatus: 1, deviceState: 1 })).toBe('online');
    expect(statusDeye({ connectStatus: 0, deviceState: 1 })).toBe('offline');
    expect(statusDeye({ connectStatus: 1, deviceState: 3 })).toBe('offline');
    expect(statusDeye({ connectStatus: 1, deviceState: 2 })).toBe('erro');
    expect(statusDeye({ connectStatus: '1' })).toBe('online');
    expect(statusDeye({})).toBe('online');
  });

  it('recusas do token: senha errada com tentativas, conta bloqueada, app errado', () => {
    const senha = erroDoToken({
      error: 'Incorrect password, 3 attempt remaining',
      code: 'Incorrect password',
      param: null,
    });
    expect(senha).toMatchObject({
      tipo: 'credenciais',
      message: expect.stringMatching(/restam 3 tentativas/),
    });
    expect(erroDoToken({ error: 'Incorrect password, 0 attempt remaining' })).toMatchObject({
      tipo: 'bloqueada',
    });
    expect(erroDoToken({ error: 'Account locked' })).toMatchObject({ tipo: 'bloqueada' });
    expect(erroDoToken({ code: '2101006', msg: 'invalid param', success: false })).toMatchObject({
      tipo: 'credenciais',
      message: expect.stringMatching(/App ID.*2101006/),
    });
  });

  it('envelopes: token inválido, limite, serviço fora, recusa desconhecida', () => {
    const tipo = (code: string, msg: string) =>
      erroDoEnvelope({ code, msg, success: false }, 'station/list').tipo;
    expect(tipo('2101019', 'auth invalid token')).toBe('sessao_expirada');
    expect(tipo('2101002', 'client execute Too Frequently')).toBe('limite');
    expect(tipo('3201001', 'Service Currently Unavailable')).toBe('inacessivel');
    expect(tipo('2101099', 'something else')).toBe('protocolo');
    expect(erroDoEnvelope({ code: '2101002', msg: '' }, 'x').message).toBe('Deye Cloud limitou as chamadas');
  });

  it('ids além de 2^53: texto na chegada, número exato na saída', () => {
    const grande = '12345678901234567891';
    expect(JSON.parse(idsComoTexto(`{"stationList":[{"id":${grande},"name":"a"}],"total":1}`))).toEqual({
      stationList: [{ id: grande, name: 'a' }],
      total: 1,
    });
    // Small ids and other numbers stay numbers.
    const outros = '{"id":61521934,"generationPower":12345678901234567,"deviceSn":"12345678901234567"}';
    expect(idsComoTexto(outros)).toBe(outros);
    expect(jsonComInteiros({ stationIds: [new Inteiro(grande)], granularity: 2 })).toBe(
      `{"stationIds":[${grande}],"granularity":2}`,
    );
    expect(() => new Inteiro('abc')).toThrow(ErroPortal);
  });
});

describe('Deye Cloud contra o simulador', () => {
  const principal = conta('fazenda@sol.com.br');
  let sim: SimuladorDePortal;
  beforeAll(async () => {
    sim = await iniciarSimuladorDeye([principal, conta('bloqueio@sol.com.br')], { agora: () => AGORA });
  });
  afterAll(() => sim.fechar());
  const cliente = (c = principal.credenciais, opcoes: { agora?: () => Date; fetch?: typeof fetch } = {}) =>
    new ClienteDeye({ baseUrl: sim.url, credenciais: c, agora: () => AGORA, esperaLimiteMs: 1, ...opcoes });

  it('sem App ID ou App Secret: pede a chave que falta, sem chamar a nuvem', async () => {
    const antes = sim.logins();
    await expect(
      cliente({ ...principal.credenciais, chaves: { appSecret: 's' } }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais', message: 'Informe o App ID da aplicação Deye Cloud' });
    await expect(
      cliente({ ...principal.credenciais, chaves: { appId: '1' } }).entrar(),
    ).rejects.toMatchObject({
      message: 'Informe o App Secret da aplicação Deye Cloud',
    });
    expect(sim.logins()).toBe(antes);
  });

  it('App Secret errado é credencial', async () => {
    await expect(
      cliente({
        ...principal.credenciais,
        chaves: { appId: '202506109376008', appSecret: 'outro' },
      }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais' });
  });

  it('senha errada conta as tentativas e, na última, a conta fica bloqueada', async () => {
    const c = conta('bloqueio@sol.com.br').credenciais;
    const errada = cliente({ ...c, senha: 'errada' });
    for (const restam of [4, 3, 2, 1])
      await expect(errada.entrar()).rejects.toMatchObject({
        tipo: 'credenciais',
        message: expect.stringContaining(`restam ${restam} tentativas`),
      });
    await expect(errada.entrar()).rejects.toMatchObject({ tipo: 'bloqueada' });
    // Locked: even the right password is refused as locked.
    await expect(cliente(c).entrar()).rejects.toMatchObject({ tipo: 'bloqueada' });
  });

  it('usina: id em texto, kWp, W do momento e energia de hoje pelo histórico do dia', async () => {
    const [u] = await cliente().listarUsinas();
    expect(u).toMatchObject({
      id: '61521934',
      nome: 'Casa Oliveira',
      potenciaKwp: 184,
      energiaTotalKwh: null,
    });
    expect(u?.potenciaAtualW).toBeGreaterThan(1000);
    expect(u?.energiaHojeKwh).toBeGreaterThan(1);
  });

  it('inversores: device/latest em lotes de 10, kWp pelo RatedPower, status mapeado', async () => {
    const corpos: Array<{ caminho: string; corpo: Record<string, unknown> }> = [];
    const espiao: typeof fetch = async (url, init) => {
      corpos.push({ caminho: new URL(String(url)).pathname, corpo: JSON.parse(String(init?.body ?? '{}')) });
      return fetch(url, init);
    };
    const inversores = await cliente(principal.credenciais, { fetch: espiao }).listarInversores('61521934');
    expect(inversores).toHaveLength(23);
    const lotes = corpos.filter((c) => c.caminho === '/v1.0/device/latest').map((c) => c.corpo.deviceList);
    expect(lotes.map((l) => (l as unknown[]).length)).toEqual([10, 10, 3]);
    expect(corpos.find((c) => c.caminho === '/v1.0/station/device')?.corpo).toEqual({
      stationIds: [61521934],
      page: 1,
      size: 100,
    });
    expect(inversores[0]).toMatchObject({ serial: '2505135700', capacidadeKwp: 8, status: 'erro' });
    expect(inversores[1]).toMatchObject({ status: 'offline', energiaTotalKwh: 11_200 });
    expect(inversores[2]?.status).toBe('online');
  });

  it('mês: um dia por item com endAt excluído; curva no horário de Brasília', async () => {
    const c = cliente();
    const dias = await c.energiaDoMes('61521934', '2026-02');
    expect(dias.map((d) => d.data)).toEqual(
      Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`),
    );
    const curva = await c.curvaDoDia('61521934', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    expect(curva[144]?.hora).toBe('12:00');
    expect(curva[144]?.potenciaW).toBeGreaterThan(10_000);
  });

  it('token vence em ~60 dias: pede outro um dia antes, sem esperar a recusa', async () => {
    let agora = AGORA;
    const c = cliente(principal.credenciais, { agora: () => agora });
    await c.entrar();
    const antes = sim.logins();
    agora = new Date(AGORA.getTime() + 58 * 86_400_000);
    await c.listarInversores('61521934');
    expect(sim.logins()).toBe(antes);
    agora = new Date(AGORA.getTime() + 59.5 * 86_400_000);
    await c.listarInversores('61521934');
    expect(sim.logins()).toBe(antes + 1);
  });

  it('token desconhecido (2101019) e token vencido (HTTP 500 UndeclaredThrowable): entra de novo uma vez', async () => {
    const c = cliente();
    await c.entrar();
    sim.expirarSessoes();
    const antes = sim.logins();
    await expect(c.energiaDoMes('61521934', '2026-10')).resolves.toHaveLength(31);
    expect(sim.logins()).toBe(antes + 1);
  });

  it('limite (2101002): espera e tenta de novo; persistindo, falha como limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(2);
    await expect(c.energiaDoMes('61521934', '2026-10')).resolves.toHaveLength(31);
    sim.limitar(10);
    await expect(c.energiaDoMes('61521934', '2026-10')).rejects.toMatchObject({
      tipo: 'limite',
      message: 'Deye Cloud limitou as chamadas',
    });
    sim.limitar(0);
  });
});

describe('Deye Cloud: data centers EU e US', () => {
  const principal = conta('americas@sol.com.br');
  let eu: SimuladorDePortal;
  let us: SimuladorDePortal;
  beforeAll(async () => {
    eu = await iniciarSimuladorDeye([], { agora: () => AGORA, outroCentro: true });
    us = await iniciarSimuladorDeye([principal], { agora: () => AGORA });
  });
  afterAll(async () => {
    await eu.fechar();
    await us.fechar();
  });
  const cliente = (baseUrl: string, c = principal.credenciais) =>
    new ClienteDeye({ baseUrl, credenciais: c, agora: () => AGORA, esperaLimiteMs: 1 });

  it('token do outro centro é recusado nos dados: fica no que serve a conta e volta só a ele', async () => {
    const c = cliente(` ${eu.url} , ${us.url} `);
    const [u] = await c.listarUsinas();
    expect(u?.id).toBe('61521934');
    expect([eu.logins(), us.logins()]).toEqual([1, 1]);
    us.expirarSessoes();
    await expect(c.listarInversores('61521934')).resolves.toHaveLength(23);
    // The renewal went straight to the kept centre.
    expect([eu.logins(), us.logins()]).toEqual([1, 2]);
  });

  it('centro fora do ar: passa ao seguinte', async () => {
    const fechado = await iniciarSimuladorDeye([], {});
    const url = fechado.url;
    await fechado.fechar();
    await expect(cliente(`${url},${us.url}`).listarUsinas()).resolves.toHaveLength(1);
  });

  it('senha errada: a recusa do centro da conta vale, não o token do outro', async () => {
    await expect(
      cliente(`${eu.url},${us.url}`, { ...principal.credenciais, senha: 'errada' }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais', message: expect.stringMatching(/restam 4/) });
  });

  it('nenhum centro aceita a conta: credencial; nenhum responde: inacessível', async () => {
    await expect(cliente(eu.url).listarUsinas()).rejects.toBeInstanceOf(ErroPortal);
    await expect(cliente(`${eu.url},${eu.url}/`).entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    const fechado = await iniciarSimuladorDeye([], {});
    await fechado.fechar();
    await expect(cliente(fechado.url).entrar()).rejects.toMatchObject({ tipo: 'inacessivel' });
  });
});
