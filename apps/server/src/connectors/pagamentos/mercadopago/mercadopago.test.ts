import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClienteMercadoPago,
  manifestoMercadoPago,
  statusMercadoPago,
  verificarNotificacaoMercadoPago,
} from './client.ts';
import {
  type EntregaDeWebhook,
  iniciarSimuladorMercadoPago,
  type SimuladorMercadoPago,
} from './simulator.ts';

const AGORA = new Date('2026-11-20T15:00:00Z');
const TOKEN = 'APP_USR-teste-123';
const SEGREDO = 'segredo-do-webhook';
const recebidas: EntregaDeWebhook[] = [];
let sim: SimuladorMercadoPago;
let mp: ClienteMercadoPago;

beforeAll(async () => {
  sim = await iniciarSimuladorMercadoPago({
    token: TOKEN,
    segredo: SEGREDO,
    agora: () => AGORA,
    entregar: async (url, headers, corpo) => {
      recebidas.push({ url, headers, corpo, status: 200 });
      return 200;
    },
  });
  mp = new ClienteMercadoPago({ baseUrl: sim.url, accessToken: TOKEN, webhookSecret: SEGREDO });
});
afterAll(() => sim.fechar());

const nova = (forma: 'pix' | 'boleto', referencia: string) => ({
  valorCentavos: 14_990,
  descricao: 'Irradia: plano Básico',
  forma,
  vencimento: '2026-11-27',
  pagador: { nome: 'Solar Sul Ltda', email: 'financeiro@solarsul.com.br', documento: '12.345.678/0001-95' },
  referencia,
  urlDeNotificacao: 'https://app.irradia.local/api/webhooks/mercadopago',
});

describe('Mercado Pago: cliente contra o simulador', () => {
  it('cria um Pix com copia-e-cola e QR, e a mesma chave de idempotência devolve o mesmo pagamento', async () => {
    const c = await mp.criar(nova('pix', 'c0b7a1e0-0000-4000-8000-000000000001'));
    expect(c).toMatchObject({ status: 'pendente', referencia: 'c0b7a1e0-0000-4000-8000-000000000001' });
    expect(c.pixCopiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix/);
    expect(c.pixQrCodeBase64).toBeTruthy();
    const outra = await mp.criar(nova('pix', 'c0b7a1e0-0000-4000-8000-000000000001'));
    expect(outra.id).toBe(c.id);
    const enviado = sim.pagamentos.get(c.id);
    expect(enviado).toMatchObject({
      transaction_amount: 149.9,
      notification_url: 'https://app.irradia.local/api/webhooks/mercadopago',
    });
  });

  it('cria um boleto com URL e linha digitável', async () => {
    const c = await mp.criar(nova('boleto', 'c0b7a1e0-0000-4000-8000-000000000002'));
    expect(c.boletoUrl).toMatch(/^https:\/\//);
    expect(c.boletoLinhaDigitavel).toMatch(/^23793/);
    expect(c.pixCopiaECola).toBeNull();
  });

  it('token errado: erro do gateway com o status', async () => {
    const errado = new ClienteMercadoPago({ baseUrl: sim.url, accessToken: 'x', webhookSecret: SEGREDO });
    await expect(errado.consultar('1')).rejects.toMatchObject({ name: 'ErroDoGateway', status: 401 });
  });

  it('pagar envia o webhook assinado, que o cliente confere; consultar traz paga', async () => {
    const c = await mp.criar(nova('pix', 'c0b7a1e0-0000-4000-8000-000000000003'));
    const e = await sim.pagar(c.id);
    const url = new URL(e.url);
    expect(url.searchParams.get('data.id')).toBe(c.id);
    expect(url.searchParams.get('type')).toBe('payment');
    expect(JSON.parse(e.corpo)).toMatchObject({
      action: 'payment.updated',
      type: 'payment',
      data: { id: c.id },
    });
    const v = mp.verificar({ query: Object.fromEntries(url.searchParams), headers: e.headers });
    expect(v).toEqual({
      ok: true,
      id: c.id,
      chave: e.headers['x-request-id'],
      instante: AGORA,
      tipo: 'payment',
    });
    expect(await mp.consultar(c.id)).toMatchObject({ status: 'paga', pagaEm: AGORA });
    expect(recebidas.map((r) => r.headers['x-request-id'])).toContain(e.headers['x-request-id']);
  });

  it('assinatura forjada, de outro segredo ou sem cabeçalhos é recusada', async () => {
    const c = await mp.criar(nova('pix', 'c0b7a1e0-0000-4000-8000-000000000004'));
    const e = await sim.vencer(c.id);
    const query = Object.fromEntries(new URL(e.url).searchParams);
    expect(mp.verificar({ query: { ...query, 'data.id': '999' }, headers: e.headers })).toEqual({
      ok: false,
    });
    expect(verificarNotificacaoMercadoPago('outro', { query, headers: e.headers })).toEqual({ ok: false });
    expect(mp.verificar({ query, headers: { ...e.headers, 'x-request-id': 'outro' } })).toEqual({
      ok: false,
    });
    expect(mp.verificar({ query, headers: {} })).toEqual({ ok: false });
    expect(mp.verificar({ query, headers: { ...e.headers, 'x-signature': 'ts=1,v1=zz' } })).toEqual({
      ok: false,
    });
  });

  it('o manifesto da documentação: id em minúsculas quando alfanumérico, partes ausentes omitidas', () => {
    expect(manifestoMercadoPago('ABC123', 'req-1', '1704908010')).toBe(
      'id:abc123;request-id:req-1;ts:1704908010;',
    );
    expect(manifestoMercadoPago('123', null, '1')).toBe('id:123;ts:1;');
    const v1 = createHmac('sha256', 's').update('id:123;request-id:r;ts:1;').digest('hex');
    expect(
      verificarNotificacaoMercadoPago('s', {
        query: { 'data.id': '123' },
        headers: { 'x-signature': `ts=1,v1=${v1}`, 'x-request-id': 'r' },
      }),
    ).toMatchObject({ ok: true, id: '123' });
  });

  it('vencer e estornar: vencida e estornada', async () => {
    const a = await mp.criar(nova('boleto', 'c0b7a1e0-0000-4000-8000-000000000005'));
    await sim.vencer(a.id);
    expect((await mp.consultar(a.id)).status).toBe('vencida');
    const b = await mp.criar(nova('pix', 'c0b7a1e0-0000-4000-8000-000000000006'));
    await sim.pagar(b.id);
    await sim.estornar(b.id);
    expect((await mp.consultar(b.id)).status).toBe('estornada');
  });

  it('mapa de status', () => {
    expect(statusMercadoPago('approved')).toBe('paga');
    expect(statusMercadoPago('authorized')).toBe('paga');
    expect(statusMercadoPago('in_process')).toBe('pendente');
    expect(statusMercadoPago('in_mediation')).toBe('pendente');
    expect(statusMercadoPago('rejected')).toBe('cancelada');
    expect(statusMercadoPago('cancelled', 'by_collector')).toBe('cancelada');
    expect(statusMercadoPago('cancelled', 'expired')).toBe('vencida');
    expect(statusMercadoPago('charged_back')).toBe('estornada');
  });

  it('sem `entregar`, o simulador faz o POST de verdade na notification_url', async () => {
    const recebidos: Array<{ url: string; assinatura: string | undefined; corpo: string }> = [];
    const servidor = createServer(async (req, res) => {
      let corpo = '';
      for await (const c of req) corpo += c;
      recebidos.push({
        url: req.url ?? '',
        assinatura: req.headers['x-signature'] as string | undefined,
        corpo,
      });
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const porta = (servidor.address() as AddressInfo).port;
    const real = await iniciarSimuladorMercadoPago({ token: TOKEN, segredo: SEGREDO, agora: () => AGORA });
    try {
      const cliente = new ClienteMercadoPago({
        baseUrl: real.url,
        accessToken: TOKEN,
        webhookSecret: SEGREDO,
      });
      const c = await cliente.criar({
        ...nova('pix', 'c0b7a1e0-0000-4000-8000-000000000007'),
        urlDeNotificacao: `http://127.0.0.1:${porta}/api/webhooks/mercadopago`,
      });
      expect((await real.pagar(c.id)).status).toBe(200);
      expect(recebidos).toHaveLength(1);
      expect(recebidos[0]?.url).toBe(`/api/webhooks/mercadopago?data.id=${c.id}&type=payment`);
      expect(recebidos[0]?.assinatura).toMatch(/^ts=\d+,v1=[0-9a-f]{64}$/);
    } finally {
      await real.fechar();
      await new Promise((r) => servidor.close(r));
    }
  });
});
