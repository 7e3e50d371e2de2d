import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ErroPortal, FABRICANTES } from '../../connectors/makers/types.ts';
import { registrarSaude } from './fabricantes.service.ts';

let t: TestApp;
let p: Pessoa;
beforeAll(async () => {
  t = await createTestApp();
  p = await criarPessoa(t);
});
afterAll(() => t.close());

type Lista = {
  data: Array<{ codigo: string; nome: string; status: string; importacao_disponivel: boolean }>;
};
const listar = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/fabricantes', headers: como(p) })).json() as Lista;

describe('/api/fabricantes', () => {
  it('os dezessete fabricantes: os dez do spec §1 e os sete da issue 23, todos importando usinas', async () => {
    const { data } = await listar();
    expect(data).toHaveLength(17);
    expect(data.map((f) => f.codigo).sort()).toEqual([...FABRICANTES].sort());
    expect(data.find((f) => f.codigo === 'huawei')?.nome).toBe('Huawei FusionSolar');
    // Sungrow too, with no configuration: its web app's published RSA key is the default.
    expect(data.filter((f) => f.importacao_disponivel).map((f) => f.codigo)).toHaveLength(17);
  });

  it('a situação segue as chamadas: sucesso online, fora do ar offline, resposta estranha erro; senha errada não conta', async () => {
    const [g] = await t.database.query<{ id: number }>(
      sql`select id from fabricantes where codigo = 'growatt'`,
    );
    const status = async () => (await listar()).data.find((f) => f.codigo === 'growatt')?.status;
    await registrarSaude(t.ctx, g?.id ?? 0, null);
    expect(await status()).toBe('online');
    await registrarSaude(t.ctx, g?.id ?? 0, new ErroPortal('credenciais', 'x'));
    expect(await status()).toBe('online');
    await registrarSaude(t.ctx, g?.id ?? 0, new ErroPortal('inacessivel', 'tempo esgotado'));
    expect(await status()).toBe('offline');
    await registrarSaude(t.ctx, g?.id ?? 0, new ErroPortal('protocolo', 'mudou'));
    expect(await status()).toBe('erro');
  });

  it('só o sistema edita (fabricante:edit)', async () => {
    const integrador = await criarEmpresa(t, p, { tipo: 'integrador' });
    const corpo = { nome: 'SAJ Electric', status: 'inativo' };
    const negado = await t.app.inject({
      method: 'PATCH',
      url: '/api/fabricantes/saj',
      headers: como(p, integrador),
      payload: corpo,
    });
    expect(negado.statusCode).toBe(403);
    const sistema = await criarEmpresa(t, p);
    await t.database.query(sql`update empresas set tipo = 'sistema' where uuid = ${sistema.uuid}`);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/fabricantes/saj',
      headers: como(p, sistema),
      payload: corpo,
    });
    expect(ok.json()).toMatchObject({ data: { codigo: 'saj', nome: 'SAJ Electric', status: 'inativo' } });
  });
});
