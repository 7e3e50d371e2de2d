// The benchmark company: N plants with two inverters each and D days of daily generation, written
// straight into the database in a few set-based statements (the roll-ups dashboards read).
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

export async function gerarEmpresaDeBench(database: Database, nUsinas: number, dias: number) {
  const [empresa] = await database.query<{ id: number }>(sql`select id from empresas limit 1`);
  const [fab] = await database.query<{ id: number }>(
    sql`select id from fabricantes where codigo = 'growatt'`,
  );
  const t0 = performance.now();
  await database.query(sql`
    insert into usinas (empresa_id, nome, potencia_kwp, status, energia_hoje_kwh, potencia_atual_w, ultima_leitura_em)
    select ${empresa?.id}, 'Usina ' || lpad(g::text, 5, '0'), 5 + (g % 50), (array['online','online','online','aviso','erro','offline','inativo'])[1 + g % 7], g % 40, (g % 50) * 300, now()
    from generate_series(1, ${nUsinas}) g`);
  await database.query(sql`
    insert into inversores (empresa_id, usina_id, fabricante_id, serial, nome, capacidade_kwp, status)
    select empresa_id, id, ${fab?.id}, 'SN' || id || '-' || k, 'Inversor ' || k, potencia_kwp / 2, 'online'
    from usinas, generate_series(1, 2) k`);
  await database.query(sql`
    insert into geracao_diaria (usina_id, data, energia_kwh)
    select u.id, current_date - d, (u.potencia_kwp * (3 + ((u.id * 31 + d) % 30) / 10.0))::float8
    from usinas u, generate_series(1, ${dias}) d`);
  // A generator unit with two years of invoices for one plant in ten (credits, savings widgets).
  await database.query(sql`
    insert into unidades (empresa_id, usina_id, concessionaria_id, tipo, matricula, classe)
    select empresa_id, id, (select id from concessionarias where sigla = 'Cemig-D'), 'geradora', lpad(id::text, 10, '0'), 'residencial'
    from usinas where id % 10 = 0`);
  await database.query(sql`
    insert into faturas (empresa_id, unidade_id, mes_referencia, consumo_kwh, injetada_kwh, compensada_kwh, valor_total_rs, tarifa_com_tributos_rs_kwh, status)
    select u.empresa_id, u.id, to_char(date_trunc('month', current_date) - make_interval(months => m), 'YYYY-MM'),
           400 + (u.id + m) % 100, 600, 350, 90 + (u.id + m) % 40, 0.92, 'paga'
    from unidades u, generate_series(1, least(${dias} / 30, 24)) m`);
  await database.query(sql`analyze`);
  const [n] = await database.query<{ n: number }>(sql`select count(*)::int as n from geracao_diaria`);
  return { empresaId: empresa?.id ?? 0, linhasDiarias: n?.n ?? 0, cargaS: (performance.now() - t0) / 1000 };
}
