// The plants: each maker's account connected and its plants imported (what the import wizard
// does), then each plant completed on its page as it arrives — city, installation date, customer,
// tags and who answers for it — and, where the maker's cloud keeps no history, its export uploaded.
import type { PortalDemo } from '../../apps/server/src/connectors/makers/demo.ts';
import { somarMeses, type UsinaDoMundo } from '../../apps/server/src/connectors/makers/demo-faturas.ts';
import { espacamentoMs, ritmoDe } from '../../apps/server/src/connectors/makers/ritmo.ts';
import { energiaDoDia } from '../../apps/server/src/connectors/makers/simulation.ts';
import { type Api, emParalelo, esperarAte, limitarA } from './api.ts';
import { cliente, etiquetas, investimento } from './cenario.ts';

/**
 * Connects every maker's account not connected yet and imports the plants not imported yet, the
 * slowest clouds first (their documented call spacing makes their history take longest).
 * Answers the imports started, to wait for.
 */
export async function importarUsinas(
  api: Api,
  portais: readonly PortalDemo[],
  mundo: readonly UsinaDoMundo[],
) {
  const contas = await api.todos('portais');
  const existentes = new Set((await api.todos('usinas')).map((u) => u.nome));
  const ordem = [...portais].sort(
    (a, b) => espacamentoMs(ritmoDe(b.fabricante)) - espacamentoMs(ritmoDe(a.fabricante)),
  );
  const importacoes: string[] = [];
  for (const p of ordem) {
    let conta = contas.find((c) => c.fabricante?.codigo === p.fabricante);
    if (!conta)
      conta = (await api.exigir('POST', 'portais', { fabricante: p.fabricante, ...p.credenciais })).data;
    const faltam = mundo
      .filter((u) => u.fabricante === p.fabricante && !existentes.has(u.nome))
      .map((u) => u.id);
    if (faltam.length === 0) continue;
    // An import is idempotent per plant: a run cut short imports what it left behind.
    importacoes.push(
      (await api.exigir('POST', 'importacoes', { conta: conta.uuid, usinas: faltam })).data.uuid,
    );
  }
  return importacoes;
}

/** Waits for the imports to finish (their plants' history is in). */
export async function esperarImportacoes(api: Api, importacoes: readonly string[]) {
  await emParalelo(importacoes, 4, (uuid) =>
    esperarAte(
      'a importação das usinas',
      async () => {
        const i = (await api.exigir('GET', `importacoes/${uuid}`)).data;
        if (i.status === 'falhou') throw new Error(`a importação falhou: ${i.mensagem}`);
        return i.status === 'concluida';
      },
      { limiteMs: 240_000, intervaloMs: 1000 },
    ),
  );
}

/**
 * Runs `fn` on each plant of the demo as soon as the import has created it, a few at a time;
 * resolves when every plant has been through it.
 */
export async function aCadaUsinaQueChega(
  api: Api,
  mundo: readonly UsinaDoMundo[],
  fn: (u: UsinaDoMundo, uuid: string) => Promise<void>,
) {
  const vez = limitarA(3);
  const iniciadas = new Set<string>();
  const trabalhos: Promise<void>[] = [];
  let erro: unknown = null;
  await esperarAte(
    `as ${mundo.length} usinas importadas dos portais`,
    async () => {
      if (erro) throw erro;
      const porNome = new Map((await api.todos('usinas')).map((u) => [u.nome as string, u.uuid as string]));
      for (const u of mundo) {
        const uuid = porNome.get(u.nome);
        if (!uuid || iniciadas.has(u.nome)) continue;
        iniciadas.add(u.nome);
        trabalhos.push(
          vez(() => fn(u, uuid)).catch((e: unknown) => {
            erro ??= e;
          }),
        );
      }
      return iniciadas.size === mundo.length;
    },
    { limiteMs: 240_000, intervaloMs: 1000 },
  );
  await Promise.all(trabalhos);
  if (erro) throw erro;
}

/** The customers of the plants, created when missing (found again by their document). */
export async function cadastrarClientes(
  api: Api,
  mundo: readonly UsinaDoMundo[],
  cidades: Map<number, string>,
) {
  const existentes = new Map(
    (await api.todos('clientes')).map((c) => [c.documento as string, c.uuid as string]),
  );
  const porUsina = new Map<string, string>();
  let novos = 0;
  for (const [n, u] of mundo.entries()) {
    const dados = cliente(u.usina, n, cidades.get(u.usina.cidade.ibge) ?? '');
    let uuid = existentes.get(dados.documento);
    if (!uuid) {
      uuid = (await api.exigir('POST', 'clientes', dados)).data.uuid as string;
      existentes.set(dados.documento, uuid);
      novos++;
    }
    porUsina.set(u.nome, uuid);
  }
  return { porUsina, novos };
}

/** The plant's page filled in: city (expectation and time zone), customer, tags, team in charge. */
export async function completarUsina(
  api: Api,
  u: UsinaDoMundo,
  uuid: string,
  o: { cidade: string; cliente: string; responsaveis: string[] },
) {
  const atual = (await api.exigir('GET', `usinas/${uuid}`)).data;
  const consumo = u.usina.geradora.consumo_kwh + u.usina.beneficiarias.reduce((a, b) => a + b.consumo_kwh, 0);
  await api.exigir('PATCH', `usinas/${uuid}`, {
    nome: atual.nome,
    cidade: o.cidade,
    // A date the user already gave stays.
    data_instalacao: atual.data_instalacao ?? u.instalacao,
    potencia_kwp: null,
    cliente: o.cliente,
    tags: etiquetas(u.usina, u.kwp),
    responsaveis: o.responsaveis,
    consumo_medio_kwh: consumo,
    investimento: atual.investimento ?? investimento(u.kwp),
  });
}

/**
 * A cloud without history through its API (AUXSOL): the user exports the plant's daily
 * generation from the maker's portal and uploads it ("Importar geração"), from the first imported
 * month to yesterday. Skipped when that history is already there.
 */
export async function enviarHistorico(
  api: Api,
  u: UsinaDoMundo,
  uuid: string,
  meses: { ultimoMes: string; hoje: string },
) {
  const r = await api.exigir('GET', `usinas/${uuid}/geracao?periodo=mensal&referencia=${meses.ultimoMes}`);
  if (r.data.pontos.length > 0) return false;
  const linhas = ['Data;Geração (kWh)'];
  const dia = new Date(`${somarMeses(meses.ultimoMes, -11)}-01T12:00:00Z`);
  for (; dia.toISOString().slice(0, 10) < meses.hoje; dia.setUTCDate(dia.getUTCDate() + 1)) {
    const iso = dia.toISOString().slice(0, 10);
    const kwh = energiaDoDia(u.kwp, u.usina.cidade.latitude, iso, u.id);
    linhas.push(
      `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)};${kwh.toFixed(1).replace('.', ',')}`,
    );
  }
  const form = new FormData();
  form.set('arquivo', new Blob([`${linhas.join('\r\n')}\r\n`], { type: 'text/csv' }), 'geracao-diaria.csv');
  form.set('coluna_data', '0');
  form.set('coluna_energia', '1');
  form.set('unidade', 'kWh');
  await api.enviar(`usinas/${uuid}/geracao/importar`, form);
  return true;
}
