import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { memoryMailer } from '../../../test/outbox.ts';
import { enviarResumosDeAlertas } from '../notificacoes/notificacoes.service.ts';
import { avaliarAlertas, diaNaUsina, tipoDoStatus } from './alertas.service.ts';

// 13:00 in Brasília: daylight.
let agora = new Date('2026-11-22T16:00:00Z');
let t: TestApp;
const mailer = memoryMailer();
let dona: Pessoa;
let tecnica: Pessoa;
let usinaId: number;
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora, mailer } });
  dona = await criarPessoa(t, 'Dona');
  tecnica = await criarPessoa(t, 'Técnica sem acesso');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  const [e] = await t.database.query<{ id: number }>(
    sql`select id from empresas where uuid = ${empresa.uuid}`,
  );
  const [u] = await t.database.query<{ id: number }>(
    sql`insert into usinas (empresa_id, nome, status) values (${e?.id}, 'Escola Estadual', 'online') returning id`,
  );
  usinaId = u?.id ?? 0;
});
afterAll(() => t.close());

const estado = (status: string, motivo: string | null) =>
  t.database.query(
    sql`update usinas set status = ${status}, status_motivo = ${motivo} where id = ${usinaId}`,
  );
const notificacoes = async (p: Pessoa) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(p) })).json() as {
      data: Array<{ titulo: string; link: string }>;
    }
  ).data;

describe('alertas do Irradia', () => {
  it('o tipo segue o status e o motivo (sem comunicação ≠ geração baixa)', () => {
    expect(tipoDoStatus('erro', 'Inversor em falha')).toBe('falha_inversor');
    expect(tipoDoStatus('offline', 'Sem comunicação há 4 h')).toBe('sem_comunicacao');
    expect(tipoDoStatus('offline', 'Inversores sem comunicação com o portal')).toBeNull();
    expect(tipoDoStatus('aviso', 'Geração de ontem em 30% do esperado para a cidade')).toBe('geracao_baixa');
    expect(tipoDoStatus('aviso', 'Parte dos inversores sem comunicação')).toBeNull();
    expect(tipoDoStatus('online', null)).toBeNull();
    expect(diaNaUsina(new Date('2026-11-22T16:00:00Z'), 'America/Sao_Paulo')).toBe(true);
    expect(diaNaUsina(new Date('2026-11-23T02:00:00Z'), 'America/Sao_Paulo')).toBe(false);
  });

  it('abre um episódio e notifica uma vez quem vê usinas; repetir a avaliação não notifica de novo; fecha quando passa', async () => {
    await estado('aviso', 'Geração de ontem em 30% do esperado para a cidade');
    expect(await avaliarAlertas(t.ctx, usinaId)).toEqual({ abertos: ['geracao_baixa'], fechados: [] });
    expect(await avaliarAlertas(t.ctx, usinaId)).toEqual({ abertos: [], fechados: [] });
    const n = await notificacoes(dona);
    expect(n.filter((x) => x.titulo === 'Geração abaixo do esperado: Escola Estadual')).toHaveLength(1);
    expect(n[0]?.link).toMatch(/^\/usinas\/[0-9a-f-]{36}$/);
    // Someone outside the company hears nothing.
    expect(await notificacoes(tecnica)).toEqual([]);

    await estado('online', null);
    expect(await avaliarAlertas(t.ctx, usinaId)).toEqual({ abertos: [], fechados: ['geracao_baixa'] });
    const lista = (
      await t.app.inject({ method: 'GET', url: '/api/alertas', headers: como(dona, empresa) })
    ).json() as {
      data: Array<{ tipo: string; fechado_em: string | null; usina: { nome: string } }>;
    };
    expect(lista.data).toEqual([
      expect.objectContaining({
        tipo: 'geracao_baixa',
        usina: { uuid: expect.any(String), nome: 'Escola Estadual' },
      }),
    ]);
    expect(lista.data[0]?.fechado_em).not.toBeNull();

    // A new episode later is a new alert.
    await estado('erro', 'Inversor em falha');
    expect((await avaliarAlertas(t.ctx, usinaId)).abertos).toEqual(['falha_inversor']);
    const abertos = (
      await t.app.inject({ method: 'GET', url: '/api/alertas?abertos=1', headers: como(dona, empresa) })
    ).json() as {
      data: Array<{ tipo: string }>;
    };
    expect(abertos.data.map((a) => a.tipo)).toEqual(['falha_inversor']);
  });

  it('sem comunicação à noite não vira alerta; de dia, vira', async () => {
    await estado('offline', 'Sem comunicação há 4 h');
    agora = new Date('2026-11-23T02:00:00Z');
    const noite = await avaliarAlertas(t.ctx, usinaId);
    expect(noite.abertos).toEqual([]);
    expect(noite.fechados).toEqual(['falha_inversor']);
    agora = new Date('2026-11-23T13:00:00Z');
    expect((await avaliarAlertas(t.ctx, usinaId)).abertos).toEqual(['sem_comunicacao']);
    expect((await notificacoes(dona))[0]?.titulo).toBe('Usina sem comunicação: Escola Estadual');
  });

  it('cada pessoa escolhe: só no sino (padrão), e-mail na hora, ou um resumo diário por e-mail', async () => {
    const preferir = (p: Pessoa, alertas_entrega: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/usuarios', headers: como(p), payload: { alertas_entrega } });
    const r = await preferir(dona, 'email');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ data: { alertas_entrega: 'email' } });
    expect((await preferir(dona, 'pombo-correio')).statusCode).toBe(422);

    const antes = mailer.sent.length;
    await estado('erro', 'Inversor em falha');
    await avaliarAlertas(t.ctx, usinaId);
    const email = mailer.sent.slice(antes);
    expect(email.map((m) => [m.to, m.subject])).toEqual([
      [dona.email, 'Inversor em falha: Escola Estadual - Irradia'],
    ]);
    expect(email[0]?.text).toMatch(/\/app\/usinas\/[0-9a-f-]{36}/);

    // Daily digest: one e-mail with the day's alerts, once.
    await preferir(dona, 'resumo');
    const antesResumo = mailer.sent.length;
    expect(await enviarResumosDeAlertas(t.ctx)).toBe(1);
    expect(await enviarResumosDeAlertas(t.ctx)).toBe(0);
    const resumo = mailer.sent.slice(antesResumo);
    expect(resumo).toHaveLength(1);
    expect(resumo[0]?.subject).toMatch(/^\d+ alerta\(s\) das suas usinas nas últimas 24 h - Irradia$/);
    expect(resumo[0]?.text).toContain('Inversor em falha: Escola Estadual');
    agora = new Date(agora.getTime() + 25 * 3_600_000);
    // A day later with no new alerts: nothing to send.
    expect(await enviarResumosDeAlertas(t.ctx)).toBe(0);
  });
});
