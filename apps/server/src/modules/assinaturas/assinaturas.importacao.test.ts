import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, type Pessoa } from '../../../test/factories.ts';
import { type GrowattDeTeste, iniciarGrowattDeTeste } from '../../../test/growatt-de-teste.ts';
import { uuidDe } from '../../../test/respostas.ts';
import { criarFila } from '../../workers.ts';

// Issue 27: a company over its plan's plant limit is told so when importing from a maker's
// portal — at once when it asks, or in the import's result if the plan changed meanwhile.

let g: GrowattDeTeste;
let admin: Pessoa;
let sistema: { uuid: string };
let basico: string;
const plano = (limite: number) => ({
  nome: 'Básico',
  preco_mensal_rs: 99,
  preco_anual_rs: 990,
  limite_usinas: limite,
  dias_teste: 14,
});
const doSistema = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  g.t.app.inject({ method, url, headers: como(admin, sistema), payload });
const LIMITE = 'O plano Básico permite até 1 usina. Mude de plano em Assinatura para cadastrar mais.';

beforeAll(async () => {
  g = await iniciarGrowattDeTeste({
    env: { IMPORT_HISTORY_MONTHS: '1', ADMIN_EMAILS: 'raiz@importa.com.br' },
  });
  const res = await g.t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Administração', email: 'raiz@importa.com.br', password: 'raiz1234', termos: true },
  });
  const body = res.json() as { auth: { token: string }; user: { uuid: string } };
  admin = {
    token: body.auth.token,
    uuid: body.user.uuid,
    email: 'raiz@importa.com.br',
    nome: 'Administração',
  };
  sistema = await criarEmpresa(g.t, admin, { nome: 'Irradia Sistema', tipo: 'sistema' });
  basico = uuidDe(await doSistema('POST', '/api/planos', plano(1)));
  await g.api('POST', '/api/assinatura', { plano: basico });
}, 60_000);
afterAll(() => g.fechar());

describe('limite de usinas na importação', () => {
  it('pedir mais usinas do que o plano permite é recusado na hora, com o limite na mensagem', async () => {
    const conta = await g.contaPortal();
    const r = await g.api('POST', '/api/importacoes', { conta, usinas: ['1001', '1002'] });
    expect(r.statusCode).toBe(403);
    expect((r.json() as { message: string }).message).toBe(LIMITE);
    const ok = await g.api('POST', '/api/importacoes', { conta, usinas: ['1001'] });
    expect(ok.statusCode).toBe(202);
    await criarFila(g.t.ctx).drenar();
    // Importing the same plant again adds nothing: still allowed.
    expect((await g.api('POST', '/api/importacoes', { conta, usinas: ['1001'] })).statusCode).toBe(202);
    await criarFila(g.t.ctx).drenar();
    const de2 = await g.api('POST', '/api/importacoes', { conta, usinas: ['1002'] });
    expect(de2.statusCode).toBe(403);
  });

  it('se o plano mudou antes de a importação rodar, ela falha dizendo o limite', async () => {
    const conta = await g.contaPortal();
    await doSistema('PATCH', `/api/planos/${basico}`, plano(2));
    const r = await g.api('POST', '/api/importacoes', { conta, usinas: ['1002'] });
    expect(r.statusCode).toBe(202);
    const imp = uuidDe(r);
    await doSistema('PATCH', `/api/planos/${basico}`, plano(1));
    await criarFila(g.t.ctx).drenar();
    const depois = (await g.api('GET', `/api/importacoes/${imp}`)).json() as {
      data: { status: string; mensagem: string };
    };
    expect(depois.data).toMatchObject({ status: 'falhou', mensagem: `A importação falhou: ${LIMITE}` });
    const usinas = (await g.api('GET', '/api/usinas')).json() as { data: unknown[] };
    expect(usinas.data).toHaveLength(1);
  });
});

describe('sem gateway configurado (o padrão embutido)', () => {
  it('a assinatura diz gateway false e gerar cobrança responde 409; o sistema ajusta à mão', async () => {
    const r = (await g.api('GET', '/api/assinatura')).json() as { data: { gateway: boolean } };
    expect(r.data.gateway).toBe(false);
    const c = await g.api('POST', '/api/assinatura/cobrancas', { forma: 'pix' });
    expect(c.statusCode).toBe(409);
    expect((c.json() as { message: string }).message).toBe(
      'Pagamento online indisponível: fale com o suporte',
    );
    const webhook = await g.t.app.inject({
      method: 'POST',
      url: '/api/webhooks/mercadopago?data.id=1',
      payload: {},
    });
    expect(webhook.statusCode).toBe(409);
    const ajuste = await doSistema('PATCH', `/api/assinatura/empresas/${g.empresa.uuid}`, {
      status: 'ativa',
      periodo_fim: '2030-01-31',
    });
    expect(ajuste.json()).toMatchObject({
      data: { status: 'ativa', periodo_fim: '2030-01-31', forma: 'pix' },
    });
  });
});
