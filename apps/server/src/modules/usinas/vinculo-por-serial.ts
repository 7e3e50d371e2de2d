import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inversores, usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * Decision 012: inverters typed in by hand (no portal account yet) that a portal account now lists
 * become those same inverters, not second ones. Each is given the portal's spelling of its serial
 * and the portal's maker, so the import's upsert (keyed on company, maker and serial) refreshes it.
 * When the portal plant was never imported, it is linked to the plant built by hand that holds the
 * first of its inverters (in the portal's order): that plant becomes the portal plant, keeping what
 * the user typed (name, city, customer, tags, install date).
 */
export async function vincularPorSerial(
  ctx: AppContext,
  empresaId: number,
  contaId: number,
  fabricanteId: number,
  idExterno: string,
  seriais: string[],
) {
  if (seriais.length === 0) return;
  const porMaiuscula = new Map(seriais.map((s) => [s.toUpperCase(), s]));
  const digitados = await ctx.db
    .select({ id: inversores.id, serial: inversores.serial, usinaId: inversores.usinaId })
    .from(inversores)
    .where(
      and(
        eq(inversores.empresaId, empresaId),
        isNull(inversores.contaPortalId),
        inArray(sql`upper(${inversores.serial})`, [...porMaiuscula.keys()]),
      ),
    );
  if (digitados.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const i of digitados) {
      const doPortal = porMaiuscula.get(i.serial.toUpperCase()) ?? i.serial;
      await tx.update(inversores).set({ serial: doPortal, fabricanteId }).where(eq(inversores.id, i.id));
    }
    const [jaImportada] = await tx
      .select({ id: usinas.id })
      .from(usinas)
      .where(
        and(
          eq(usinas.empresaId, empresaId),
          eq(usinas.contaPortalId, contaId),
          eq(usinas.idExterno, idExterno),
        ),
      );
    if (jaImportada) return;
    const plantas = await tx
      .select({ id: usinas.id })
      .from(usinas)
      .where(
        and(
          inArray(
            usinas.id,
            digitados.map((i) => i.usinaId),
          ),
          eq(usinas.empresaId, empresaId),
          isNull(usinas.contaPortalId),
          isNull(usinas.idExterno),
        ),
      );
    const manuais = new Set(plantas.map((p) => p.id));
    const ordem = seriais.map((s) => s.toUpperCase());
    const primeiro = digitados
      .filter((i) => manuais.has(i.usinaId))
      .sort((a, b) => ordem.indexOf(a.serial.toUpperCase()) - ordem.indexOf(b.serial.toUpperCase()))[0];
    if (primeiro)
      await tx
        .update(usinas)
        .set({ contaPortalId: contaId, idExterno })
        .where(eq(usinas.id, primeiro.usinaId));
  });
}
