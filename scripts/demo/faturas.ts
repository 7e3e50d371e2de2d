// The utility side of a plant: its generator and beneficiary units registered (Beneficiárias) and
// a year of invoices typed in as printed. The Florianópolis plant's invoices come from the Celesc
// portal through the integration; only what the portal leaves out (tariffs, taxes, the invoice's
// lines, credits received and sent) is typed on them.
import {
  faturasParaLancar,
  type UsinaDoMundo,
} from '../../apps/server/src/connectors/makers/demo-faturas.ts';
import { type Api, emParalelo, esperarAte } from './api.ts';

/** The plant's units, created when missing (`existentes`: installation number → uuid, kept up to date). */
export async function cadastrarUnidades(
  api: Api,
  u: UsinaDoMundo,
  usina: string,
  concessionaria: string,
  existentes: Map<string, string>,
) {
  let novas = 0;
  for (const un of u.unidades) {
    if (existentes.has(un.matricula)) continue;
    const { faturas: _f, ...dados } = un;
    const criada = await api.exigir('POST', 'unidades', { ...dados, usina, concessionaria });
    existentes.set(un.matricula, criada.data.uuid);
    novas++;
  }
  return novas;
}

/** The invoices of the plant's units not typed in yet, each unit's in order (each recomputes its credits). */
export async function lancarFaturas(api: Api, u: UsinaDoMundo, unidades: Map<string, string>) {
  const porUnidade = await emParalelo(u.unidades, 2, async (un) => {
    const unidade = unidades.get(un.matricula) as string;
    const ja = new Set(
      (await api.todos(`faturas?unidade=${unidade}`)).map((f) => f.mes_referencia as string),
    );
    const faltam = faturasParaLancar(un).filter((f) => !ja.has(f.mes_referencia));
    for (const fatura of faltam) await api.exigir('POST', 'faturas', { ...fatura, unidade });
    return faltam.length;
  });
  return porUnidade.reduce((a, n) => a + n, 0);
}

/** The utility integration of a plant whose distributor has a portal, started once. */
export async function integrarConcessionaria(
  api: Api,
  u: UsinaDoMundo,
  usina: string,
  acesso: { concessionaria: string; login: string; senha: string },
) {
  const ja = (await api.exigir('GET', `usinas/${usina}/integracoes`)).data;
  if (ja.length > 0) return false;
  const primeira = u.unidades.flatMap((un) => faturasParaLancar(un).map((f) => f.mes_referencia)).sort()[0];
  await api.exigir('POST', `usinas/${usina}/integracoes`, { ...acesso, importar_desde: `${primeira}-01` });
  return true;
}

/**
 * Waits for the integration to bring every invoice in, then types on each what the portal does
 * not give. Answers how many were completed.
 */
export async function completarImportadas(
  api: Api,
  u: UsinaDoMundo,
  usina: string,
  unidades: Map<string, string>,
) {
  const doMundo = new Map(
    u.unidades.flatMap((un) =>
      faturasParaLancar(un).map((f) => [`${unidades.get(un.matricula)}:${f.mes_referencia}`, f] as const),
    ),
  );
  const faturas = await esperarAte(
    `as ${doMundo.size} faturas da ${u.usina.cidade.concessionaria} importadas`,
    async () => {
      const [i] = (await api.exigir('GET', `usinas/${usina}/integracoes`)).data;
      if (i?.etapa === 'falhou') throw new Error(`a integração com a concessionária falhou: ${i.mensagem}`);
      if (i?.etapa !== 'concluida') return null;
      const lista = await api.todos(`faturas?usina=${usina}`);
      return lista.length >= doMundo.size ? lista : null;
    },
    { limiteMs: 180_000, intervaloMs: 1000 },
  );
  const faltam = faturas.filter(
    (f) => f.tarifa_tusd_rs_kwh === null && doMundo.has(`${f.unidade?.uuid}:${f.mes_referencia}`),
  );
  const porUnidade = new Map<string, typeof faltam>();
  for (const f of faltam) porUnidade.set(f.unidade?.uuid, [...(porUnidade.get(f.unidade?.uuid) ?? []), f]);
  await emParalelo([...porUnidade.values()], 2, async (lista) => {
    for (const f of lista.sort((a, b) => a.mes_referencia.localeCompare(b.mes_referencia))) {
      const {
        mes_referencia: _m,
        status: _s,
        vencimento: _v,
        ...campos
      } = doMundo.get(`${f.unidade?.uuid}:${f.mes_referencia}`) as NonNullable<
        ReturnType<typeof doMundo.get>
      >;
      // A beneficiary injects nothing: the portal's 0 is cleared, as its printed invoice shows none.
      await api.exigir('PUT', `faturas/${f.uuid}`, { injetada_kwh: null, ...campos });
    }
  });
  return faltam.length;
}
