import { createHash } from 'node:crypto';
import { credenciaisDoPortal } from '@irradia/shared/monitoramento/monitoramento.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimuladorDePortal } from '../src/connectors/makers/contrato.ts';
import { envDoSimulador, usinasDemo } from '../src/connectors/makers/demo.ts';
import { PORTAIS_DE_TESTE } from '../src/connectors/makers/registro.ts';
import type { Credenciais } from '../src/connectors/makers/types.ts';
import { iniciarSimuladorCelesc } from '../src/connectors/utilities/celesc/simulator.ts';
import type { SimuladorConcessionaria } from '../src/connectors/utilities/types.ts';
import { carregarChave } from '../src/platform/secrets.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, registrarSegredo, type TestApp } from './helpers.ts';
import { examinarCorpo } from './segredos.ts';
import { criarUsinaDireta } from './usinas-de-teste.ts';

// The response walker of test/segredos.ts: that it catches each kind of leak, and a sweep of every
// screen that shows portal accounts, utility integrations and users, none of which may carry a secret.

describe('o vigia de segredos das respostas', () => {
  let v: TestApp;
  let token = '';
  let fechado = false;
  beforeAll(async () => {
    v = await createTestApp({
      setup(app) {
        const rota = (url: string, corpo: () => unknown) =>
          app.get(`/api/__vazamento/${url}`, { config: { acesso: 'publico' } }, async () => corpo());
        rota('campo', () => ({ data: { nome: 'Ana', senha_hash: 'qualquer coisa' } }));
        rota('argon2', () => ({ data: [{ nota: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }] }));
        rota('registrado', () => ({ data: { mensagem: 'A senha é Segredo-do-Portal-9' } }));
        rota('cifrado', () => ({ data: { valor: v.ctx.secrets.cifrar('senha do portal') } }));
        rota('chave', () => ({
          data: { k: carregarChave(v.config.appKey, v.config.dataDir).toString('hex') },
        }));
        rota('hash-do-token', () => ({ data: { id: createHash('sha256').update(token).digest('hex') } }));
        rota('token-fora-do-login', () => ({ data: { sessoes: [{ atual: token }] } }));
        rota('texto', () => 'senha123');
        app.get('/api/__vazamento/pdf', { config: { acesso: 'publico' } }, async (_request, reply) =>
          reply.type('application/pdf').send(Buffer.from('%PDF-1.4 senha123')),
        );
      },
    });
  });
  afterAll(async () => {
    if (!fechado) await v?.close().catch(() => {});
  });

  it('recusa fechar o app quando uma resposta levou hash, senha, token, texto cifrado ou a chave', async () => {
    registrarSegredo('Segredo-do-Portal-9');
    const ana = await criarPessoa(v, 'Ana');
    token = ana.token;
    for (const url of [
      'campo',
      'argon2',
      'registrado',
      'cifrado',
      'chave',
      'hash-do-token',
      'token-fora-do-login',
      'texto',
      'pdf',
    ]) {
      const r = await v.app.inject({ method: 'GET', url: `/api/__vazamento/${url}`, headers: como(ana) });
      expect(r.statusCode, url).toBe(200);
    }
    fechado = true;
    const erro = await v.close().then(
      () => null,
      (e: Error) => e.message,
    );
    expect(erro).not.toBeNull();
    const linhas = (erro ?? '').split('\n');
    const de = (url: string) => linhas.filter((l) => l.includes(`/api/__vazamento/${url} `)).join('\n');
    expect(de('campo')).toContain('chave "senha_hash" com valor em data.senha_hash');
    expect(de('argon2')).toContain('hash de senha (argon2)');
    expect(de('registrado')).toContain('segredo registrado pelo teste em data.mensagem');
    expect(de('cifrado')).toContain('segredo cifrado');
    expect(de('chave')).toContain('chave de criptografia em data.k');
    expect(de('hash-do-token')).toContain('hash de token em data.id');
    expect(de('token-fora-do-login')).toContain('token de sessão em data.sessoes.0.atual');
    expect(de('texto')).toContain('senha de teste');
    // Binary downloads (PDFs) are not read.
    expect(de('pdf')).toBe('');
    // The report names what leaked, never the secret itself.
    expect(erro).not.toContain('Segredo-do-Portal-9');
    expect(erro).not.toContain(token);
    // Signing up (the session token in auth.token) is not a leak.
    expect(erro).not.toContain('POST /api/usuarios');
  });

  it('aceita o token da sessão só em auth.token e os rótulos dos campos de senha', () => {
    registrarSegredo('outro-segredo-qualquer');
    expect(
      examinarCorpo(JSON.stringify({ auth: { token: 'abc' }, user: { tem_senha: true } }), true),
    ).toEqual([]);
    expect(examinarCorpo(JSON.stringify({ data: { senha: { rotulo: 'Senha do portal' } } }), true)).toEqual(
      [],
    );
    expect(examinarCorpo(JSON.stringify({ data: { token: 'abc' } }), true)).toEqual([
      'chave "token" com valor em data.token',
    ]);
    expect(examinarCorpo('{"data":{"outro-segredo-qualquer":1}}', true)).toEqual([
      'segredo registrado pelo teste em um nome de campo',
    ]);
  });
});

describe('contas de portal, integrações e usuários não devolvem segredos', () => {
  let t: TestApp;
  let dono: Pessoa;
  let admin: Pessoa;
  let sistema: { uuid: string };
  let empresa: { uuid: string };
  const sims: SimuladorDePortal[] = [];
  let celesc: SimuladorConcessionaria;
  const credenciais: Array<{ fabricante: string } & Credenciais> = [];
  const contaCelesc = {
    login: 'unidade@exemplo.com.br',
    senha: 'Celesc-Sigilo#7',
    unidades: [
      {
        matricula: '55550001',
        faturas: [
          {
            mes: '2026-05',
            vencimento: '2026-05-15',
            valor_rs: 150,
            consumo_kwh: 400,
            compensada_kwh: 300,
            injetada_kwh: 500,
            saldo_kwh: 200,
            status: 'paga' as const,
          },
        ],
      },
    ],
  };

  beforeAll(async () => {
    const env: Record<string, string> = { ADMIN_EMAILS: 'raiz.segredos@irradia.com.br' };
    for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
      const usinas = usinasDemo(p.fabricante, i);
      const c = p.incluirUsinas ? p.incluirUsinas(p.credenciais(3), usinas) : p.credenciais(3);
      const sim = await p.iniciar([{ credenciais: c, usinas }]);
      sims.push(sim);
      Object.assign(env, envDoSimulador(p.fabricante, sim));
      credenciais.push({ fabricante: p.fabricante, ...c });
    }
    celesc = await iniciarSimuladorCelesc([contaCelesc]);
    t = await createTestApp({ env: { ...env, CELESC_URL: celesc.url } });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: {
        nome: 'Raiz',
        email: 'raiz.segredos@irradia.com.br',
        password: 'Raiz-Sigilo-42',
        termos: true,
      },
    });
    const corpo = r.json() as { auth: { token: string }; user: { uuid: string; nome: string } };
    admin = {
      token: corpo.auth.token,
      uuid: corpo.user.uuid,
      email: 'raiz.segredos@irradia.com.br',
      nome: 'Raiz',
    };
    sistema = await criarEmpresa(t, admin, { nome: 'Irradia Sistema', tipo: 'sistema' });
    dono = await criarPessoa(t, 'Dona');
    empresa = await criarEmpresa(t, dono);
  });
  afterAll(async () => {
    await t?.close();
    for (const s of sims) await s.fechar();
    await celesc?.fechar();
  });

  const segredos = () => [
    'senha123',
    'Raiz-Sigilo-42',
    contaCelesc.senha,
    // Every key but the plants' ids typed one per line (APsystems, SolaX), which the plant list shows.
    ...credenciais.flatMap((c) => [
      c.senha,
      ...Object.entries(c.chaves ?? {})
        .filter(([k, v]) => v && !credenciaisDoPortal(c.fabricante).chaves?.[k]?.linhas)
        .map(([, v]) => v),
    ]),
  ];

  /** The body carries none of the secrets sent, and the walker finds nothing in it. */
  function semSegredo(rotulo: string, corpo: string) {
    for (const s of segredos()) expect(corpo, `${rotulo} contém um segredo`).not.toContain(s);
    expect(examinarCorpo(corpo, true), rotulo).toEqual([]);
  }

  it('cada conta de portal, a integração da concessionária e as telas que as mostram', async () => {
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: como(dono, empresa), ...(payload ? { payload } : {}) });

    const contas: string[] = [];
    for (const c of credenciais) {
      const r = await api('POST', '/api/portais', c);
      expect(r.statusCode, c.fabricante).toBe(201);
      semSegredo(`POST /api/portais ${c.fabricante}`, r.body);
      contas.push((r.json() as { data: { uuid: string } }).data.uuid);
    }
    const usina = await criarUsinaDireta(t, empresa.uuid, 'Usina do Sigilo');
    const lista = await api('GET', '/api/concessionarias?search=Celesc');
    const concessionaria = (lista.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid;
    const integ = await api('POST', `/api/usinas/${usina}/integracoes`, {
      concessionaria,
      login: contaCelesc.login,
      senha: contaCelesc.senha,
      importar_desde: '2026-01-01',
    });
    expect(integ.statusCode, integ.body).toBe(202);
    semSegredo('POST integracoes', integ.body);
    const integracao = (integ.json() as { data: { uuid: string } }).data.uuid;

    // Every list route of the app, then the details of what was just created.
    const listas = t.app.rotas
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':'))
      .filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/api/usuarios/login/google')
      .map((r) => r.url);
    expect(listas).toEqual(expect.arrayContaining(['/api/portais', '/api/usinas', '/api/usuarios/me']));
    for (const url of listas) {
      const r = await api('GET', url);
      expect(r.statusCode, `${url}: ${r.body}`).toBeLessThan(500);
      semSegredo(url, r.body);
    }
    const detalhes = [
      ...contas.map((u) => `/api/portais/${u}/usinas`),
      `/api/usinas/${usina}`,
      `/api/usinas/${usina}/integracoes`,
      `/api/usinas/${usina}/integracoes/${integracao}`,
      `/api/empresas/${empresa.uuid}`,
    ];
    for (const url of detalhes) {
      const r = await api('GET', url);
      // A maker's cloud that did not answer in time is a 502 whose message is checked all the same.
      expect([200, 502], `${url}: ${r.body}`).toContain(r.statusCode);
      semSegredo(url, r.body);
    }
  });

  it('a lista de usuários e o acesso como usuário da administração', async () => {
    const adm = (url: string) => t.app.inject({ method: 'GET', url, headers: como(admin, sistema) });
    const usuarios = await adm('/api/usuarios?limit=100');
    expect(usuarios.statusCode).toBe(200);
    expect((usuarios.json() as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(2);
    semSegredo('/api/usuarios', usuarios.body);
    const acesso = await adm(`/api/usuarios/access/${dono.uuid}`);
    expect(acesso.statusCode).toBe(200);
    semSegredo('/api/usuarios/access', acesso.body);
    // A fresh session for the support access, not the owner's own token.
    expect(acesso.body).not.toContain(dono.token);
  });
});
