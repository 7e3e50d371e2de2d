import { canalQuadro } from '@irradia/shared/quadros/quadros.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { funcionarioDeTeste, quadroDe } from '../../../test/quadros-de-teste.ts';
import { dados } from '../../../test/respostas.ts';
import { cliente, ouvir } from '../../../test/transmit-de-teste.ts';

// A card moved by A reaches B, who has the board open, through Transmit (the published client,
// over the real HTTP stream); someone outside the company may not listen to the board.

let t: TestApp;
let base: string;
let ana: Pessoa;
let bruno: { pessoa: Pessoa };
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  ana = await criarPessoa(t, 'Ana');
  empresa = await criarEmpresa(t, ana, { tipo: 'integrador' });
  bruno = await funcionarioDeTeste(t, ana, empresa, 'Bruno', ['atendimento:view']);
});
afterAll(() => t.close());

describe('quadro em tempo real', () => {
  it('o cartão que Ana move chega ao quadro aberto de Bruno; um estranho não assina o canal', async () => {
    const q = await quadroDe(t, ana, empresa, 'atendimentos');
    const novo = await t.app.inject({
      method: 'POST',
      url: `/api/quadros/${q.uuid}/cartoes`,
      headers: como(ana, empresa),
      payload: { titulo: 'Inversor desarmando' },
    });
    const cartao = dados<{ uuid: string }>(novo).uuid;

    const b = cliente(base, bruno.pessoa.token);
    await b.conectado;
    const sub = b.transmit.subscription(canalQuadro(q.uuid));
    const msgs = ouvir(sub);
    await sub.create();
    expect(sub.isCreated).toBe(true);

    const chegou = msgs.proxima();
    const mover = await t.app.inject({
      method: 'POST',
      url: `/api/atendimentos/${cartao}/mover`,
      headers: como(ana, empresa),
      payload: { fase: q.fase['Em atendimento'] },
    });
    expect(mover.statusCode).toBe(200);
    expect(await chegou).toEqual({
      tipo: 'cartao',
      cartao,
      fase: q.fase['Em atendimento'],
      posicao: 0,
      por: ana.uuid,
    });

    const estranho = await criarPessoa(t, 'Estranho');
    const e = cliente(base, estranho.token);
    await e.conectado;
    const negada = e.transmit.subscription(canalQuadro(q.uuid));
    await negada.create().catch(() => undefined);
    expect(negada.isCreated).toBe(false);
    // Signed in, but the board is not theirs: refused like any channel they may not hear.
    expect(e.falhas).toEqual([400]);
    e.transmit.close();
    b.transmit.close();
  });
});
