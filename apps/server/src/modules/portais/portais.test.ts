import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa } from '../../../test/factories.ts';
import {
  contaGrowatt as conta,
  type GrowattDeTeste,
  iniciarGrowattDeTeste,
} from '../../../test/growatt-de-teste.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { MENSAGEM_TOKEN_CHINT } from '../../connectors/makers/chintpower/client.ts';
import { criarFila } from '../../workers.ts';

// Portal accounts through the API: the login is checked against the maker's simulator and the
// password kept encrypted; then other makers' simulators connected and imported the same way.

let g: GrowattDeTeste;

beforeAll(async () => {
  g = await iniciarGrowattDeTeste();
});
afterAll(() => g.fechar());

describe('contas de portal', () => {
  it('login ou senha errados: 422 com a mensagem do spec, e nada é guardado', async () => {
    const r = await g.api('POST', '/api/portais', {
      fabricante: 'growatt',
      login: conta.login,
      senha: 'errada',
    });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'senha', rule: 'credenciais', message: 'Login ou senha do portal incorretos' }],
    });
    expect((await g.api('GET', '/api/portais')).json()).toEqual({ data: [] });
  });

  it('campos vazios: as mensagens do spec §5', async () => {
    const r = await g.api('POST', '/api/portais', {});
    const erros = (r.json() as { errors: Array<{ field: string; message: string }> }).errors;
    expect(erros).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'fabricante', message: 'Selecione o fabricante do inversor' }),
        expect.objectContaining({ field: 'login', message: 'Informe o login do portal' }),
        expect.objectContaining({ field: 'senha', message: 'Informe a senha do portal' }),
      ]),
    );
  });

  it('conta certa: 201 sem senha na resposta; a senha fica cifrada; lista as usinas do portal', async () => {
    const r = await g.api('POST', '/api/portais', {
      fabricante: 'growatt',
      login: conta.login,
      senha: conta.senha,
    });
    expect(r.statusCode).toBe(201);
    expect(r.body).not.toContain(conta.senha);
    const [linha] = await g.t.database.query<{ senha_cifrada: string }>(
      sql`select senha_cifrada from contas_portal`,
    );
    expect(linha?.senha_cifrada).not.toContain(conta.senha);
    expect(g.t.ctx.secrets.decifrar(linha?.senha_cifrada ?? '')).toBe(conta.senha);
    const uuid = (r.json() as { data: { uuid: string } }).data.uuid;
    const usinas = (await g.api('GET', `/api/portais/${uuid}/usinas`)).json() as {
      data: Array<{ id: string; nome: string }>;
    };
    expect(usinas.data.map((u) => u.nome)).toEqual(['Residência Lima', 'Mercado Central']);
  });

  it('Sungrow sem SUNGROW_RSA_PUBLIC_KEY: importável, com a chave publicada do app web', async () => {
    const r = (await g.api('GET', '/api/fabricantes')).json() as {
      data: Array<{ codigo: string; importacao_disponivel: boolean }>;
    };
    expect(r.data.find((f) => f.codigo === 'sungrow')?.importacao_disponivel).toBe(true);
  });
});

/**
 * A fresh app (its own database) with an integrator, to import from another maker's simulator
 * through the same API: connect a portal account, import chosen plants, read the plant list.
 */
async function outroFabricante(env: Record<string, string>) {
  const app = await createTestApp({ env: { ...env, IMPORT_HISTORY_MONTHS: '0' } });
  const p = await criarPessoa(app);
  const e = await criarEmpresa(app, p, { tipo: 'integrador' });
  const chamar = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: como(p, e), ...(payload ? { payload } : {}) });
  return {
    app,
    chamar,
    async conectar(fabricante: string, login: string, senha: string) {
      const c = await chamar('POST', '/api/portais', { fabricante, login, senha });
      return (c.json() as { data: { uuid: string } }).data.uuid;
    },
    async importar(conta: string, usinas: string[]) {
      await chamar('POST', '/api/importacoes', { conta, usinas });
      await criarFila(app.ctx).drenar();
      return (
        (await chamar('GET', '/api/usinas')).json() as {
          data: Array<{ nome: string; potencia_kwp: number; status: string }>;
        }
      ).data;
    },
  };
}

describe('Sungrow pela mesma API', () => {
  it('com a chave pública do simulador (URL-safe), a conta Sungrow é conferida e suas usinas importadas', async () => {
    const { iniciarSimuladorSungrow } = await import('../../connectors/makers/sungrow/simulator.ts');
    const sg = await iniciarSimuladorSungrow([
      {
        login: 'sg@solar.com.br',
        senha: 'sg-senha',
        userId: '9',
        usinas: [
          {
            id: 42,
            nome: 'Usina Sungrow',
            latitude: -12.97,
            dispositivos: [{ sn: 'SG0001', nome: 'SG10RT', kwp: 10 }],
          },
        ],
      },
    ]);
    // The key as web apps publish it: the bare base64 body, in the URL-safe alphabet.
    const corpo = sg.chavePublica
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const o = await outroFabricante({ SUNGROW_URL: sg.url, SUNGROW_RSA_PUBLIC_KEY: corpo });
    try {
      const fab = (await o.chamar('GET', '/api/fabricantes')).json() as {
        data: Array<{ codigo: string; importacao_disponivel: boolean }>;
      };
      expect(fab.data.find((f) => f.codigo === 'sungrow')?.importacao_disponivel).toBe(true);
      const errada = await o.chamar('POST', '/api/portais', {
        fabricante: 'sungrow',
        login: 'sg@solar.com.br',
        senha: 'x',
      });
      expect(errada.statusCode).toBe(422);
      const conta = await o.conectar('sungrow', 'sg@solar.com.br', 'sg-senha');
      expect(await o.importar(conta, ['42'])).toEqual([
        expect.objectContaining({ nome: 'Usina Sungrow', potencia_kwp: 10, status: 'online' }),
      ]);
    } finally {
      await o.app.close();
      await sg.fechar();
    }
  });
});

describe('os dezessete fabricantes pela mesma API (as contas da demo)', () => {
  it('cada conta é conferida (errada: 422 do spec) e as usinas de cada fabricante são importadas', async () => {
    const { PORTAIS_DE_TESTE } = await import('../../connectors/makers/registro.ts');
    const { credenciaisDemo, envDoSimulador, usinasDemo } = await import('../../connectors/makers/demo.ts');
    const sims: Array<{ fechar(): Promise<void> }> = [];
    const env: Record<string, string> = {};
    for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
      const usinas = usinasDemo(p.fabricante, i);
      const sim = await p.iniciar([{ credenciais: credenciaisDemo(p, usinas), usinas }]);
      sims.push(sim);
      Object.assign(env, envDoSimulador(p.fabricante, sim));
    }
    const o = await outroFabricante(env);
    try {
      const fab = (await o.chamar('GET', '/api/fabricantes')).json() as {
        data: Array<{ codigo: string; importacao_disponivel: boolean }>;
      };
      expect(fab.data.filter((f) => f.importacao_disponivel)).toHaveLength(PORTAIS_DE_TESTE.length);
      const esperadas: string[] = [];
      for (const [i, p] of PORTAIS_DE_TESTE.entries()) {
        const c = credenciaisDemo(p, usinasDemo(p.fabricante, i));
        const errada = await o.chamar('POST', '/api/portais', { fabricante: p.fabricante, ...p.erradas(c) });
        expect(errada.statusCode, p.fabricante).toBe(422);
        expect(errada.json(), p.fabricante).toMatchObject({
          errors: [
            {
              field: 'senha',
              message:
                // Chint Power has no password: the user pastes the browser's session token. Makers
                // whose secret is not a password name it (API key, token, northbound user).
                p.fabricante === 'chintpower'
                  ? MENSAGEM_TOKEN_CHINT
                  : expect.stringMatching(/incorret|recus/),
            },
          ],
        });
        const conta = await o.chamar('POST', '/api/portais', { fabricante: p.fabricante, ...c });
        expect(conta.statusCode, p.fabricante).toBe(201);
        // No secret comes back: not the password, nor any extra key.
        for (const segredo of [c.senha, ...Object.values(c.chaves ?? {})])
          expect(conta.body, p.fabricante).not.toContain(segredo);
        const uuid = (conta.json() as { data: { uuid: string } }).data.uuid;
        const demo = usinasDemo(p.fabricante, i);
        const noPortal = (await o.chamar('GET', `/api/portais/${uuid}/usinas`)).json() as {
          data: Array<{ id: string }>;
        };
        expect(noPortal.data.map((u) => u.id).sort(), p.fabricante).toEqual(demo.map((u) => u.id).sort());
        await o.chamar('POST', '/api/importacoes', { conta: uuid, usinas: demo.map((u) => u.id) });
        esperadas.push(...demo.map((u) => u.nome));
      }
      await criarFila(o.app.ctx).drenar();
      const usinas = (await o.chamar('GET', '/api/usinas?limit=100')).json() as {
        data: Array<{ nome: string; potencia_kwp: number }>;
      };
      expect(usinas.data.map((u) => u.nome).sort()).toEqual(esperadas.sort());
      // 8 kWp and 4 × 15 kWp in every maker's demo account.
      expect(new Set(usinas.data.map((u) => u.potencia_kwp))).toEqual(new Set([8, 60]));
    } finally {
      await o.app.close();
      for (const sim of sims) await sim.fechar();
    }
  });

  it('um campo extra do fabricante faltando: 422 pedindo exatamente esse campo, nada guardado', async () => {
    const o = await outroFabricante({});
    try {
      const r = await o.chamar('POST', '/api/portais', {
        fabricante: 'livoltek',
        login: 'secuid-1',
        senha: 'chave-1',
        chaves: { userToken: '  ' },
      });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject({
        errors: [{ field: 'chaves.userToken', message: 'Informe User Token da Livoltek' }],
      });
      const solarman = await o.chamar('POST', '/api/portais', {
        fabricante: 'solarman',
        login: 'a@b.com',
        senha: 'x',
      });
      expect((solarman.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
        'chaves.appId',
        'chaves.appSecret',
      ]);
      expect((await o.chamar('GET', '/api/portais')).json()).toEqual({ data: [] });
    } finally {
      await o.app.close();
    }
  });
});
