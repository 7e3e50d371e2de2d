// The demo's data, typed in through the API a user's browser calls (docs/decisions/017-demo.md):
// every step finds what an earlier run made and adds only what is missing, so running the demo
// again on the same data folder duplicates nothing. The makers' clouds pace their calls (FoxESS
// one a second), so each plant is completed as soon as its import creates it.
import type { PortalDemo } from '../../apps/server/src/connectors/makers/demo.ts';
import { mundoDemo } from '../../apps/server/src/connectors/makers/demo-faturas.ts';
import { Api, esperarAte } from './api.ts';
import { FUNCIONARIOS, USUARIO } from './cenario.ts';
import { entrar, montarEquipe } from './equipe.ts';
import { cadastrarUnidades, completarImportadas, integrarConcessionaria, lancarFaturas } from './faturas.ts';
import {
  aCadaUsinaQueChega,
  cadastrarClientes,
  completarUsina,
  enviarHistorico,
  esperarImportacoes,
  importarUsinas,
} from './usinas.ts';

export interface MundoDaDemo {
  portais: PortalDemo[];
  concessionaria: { sigla: string; login: string; senha: string };
  meses: { mesBase: string; ultimoMes: string; hoje: string };
}

const segundos = (desde: number) =>
  `${((Date.now() - desde) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

export async function semear(base: string, dados: MundoDaDemo, log: (linha: string) => void) {
  const inicio = Date.now();
  const passo = async <T>(nome: string, fn: () => Promise<T>, resumo: (r: T) => string) => {
    const t = Date.now();
    const r = await fn();
    log(`${nome}: ${resumo(r)} (${segundos(t)})`);
    return r;
  };
  const api = new Api(base);
  const mundo = mundoDemo(
    dados.portais.map((p) => p.fabricante),
    dados.meses,
  );
  const semHistorico = new Set(dados.portais.filter((p) => !p.historico).map((p) => p.fabricante));
  const integradas = mundo.filter((u) => u.usina.cidade.concessionaria === dados.concessionaria.sigla);

  await passo(
    'conta',
    () => entrar(api),
    () => `${USUARIO.email} na empresa Solar Demonstração`,
  );
  const importacoes = await passo(
    'portais',
    () => importarUsinas(api, dados.portais, mundo),
    (i) => `${dados.portais.length} contas conectadas, ${i.length} importações de usinas em andamento`,
  );
  // While the plants come in: the team, the cities, the customers, the distributors.
  const { equipe } = await passo(
    'equipe',
    () => montarEquipe(api),
    (r) => `${FUNCIONARIOS.length} funcionários em O&M (${r.novos} novos) e a sócia-diretora`,
  );
  const cidades = new Map<number, string>();
  for (const ibge of new Set(mundo.map((u) => u.usina.cidade.ibge)))
    cidades.set(ibge, (await api.exigir('GET', `cidades/${ibge}`)).data.uuid);
  const clientes = await passo(
    'clientes',
    () => cadastrarClientes(api, mundo, cidades),
    (r) => `${r.porUsina.size} clientes (${r.novos} novos)`,
  );
  const concessionarias = new Map(
    (await api.todos('concessionarias')).map((c) => [c.sigla as string, c.uuid as string]),
  );
  const unidades = new Map(
    (await api.todos('unidades')).map((u) => [u.matricula as string, u.uuid as string]),
  );

  const feito = { unidades: 0, faturas: 0, historicos: 0 };
  const uuids = new Map<string, string>();
  await passo(
    'usinas',
    () =>
      aCadaUsinaQueChega(api, mundo, async (u, uuid) => {
        uuids.set(u.nome, uuid);
        await completarUsina(api, u, uuid, {
          cidade: cidades.get(u.usina.cidade.ibge) as string,
          cliente: clientes.porUsina.get(u.nome) as string,
          responsaveis: FUNCIONARIOS.filter((f) => f.regioes.includes(u.usina.cidade.regiao)).map(
            (f) => equipe.get(f.email) as string,
          ),
        });
        const concessionaria = concessionarias.get(u.usina.cidade.concessionaria) as string;
        // (Each count is read after its await: plants run side by side.)
        const novas = await cadastrarUnidades(api, u, uuid, concessionaria, unidades);
        feito.unidades += novas;
        if (integradas.includes(u))
          await integrarConcessionaria(api, u, uuid, {
            concessionaria,
            login: dados.concessionaria.login,
            senha: dados.concessionaria.senha,
          });
        else {
          const lancadas = await lancarFaturas(api, u, unidades);
          feito.faturas += lancadas;
        }
        if (semHistorico.has(u.fabricante) && (await enviarHistorico(api, u, uuid, dados.meses)))
          feito.historicos++;
      }),
    () =>
      `${mundo.length} com cidade, cliente, etiquetas e responsáveis; ${feito.unidades} unidades e ` +
      `${feito.faturas} faturas novas com tarifas, tributos e Fio B; ` +
      `${feito.historicos} históricos de geração enviados por planilha`,
  );
  await passo(
    'importação',
    () => esperarImportacoes(api, importacoes),
    () => 'a geração dos últimos 12 meses de cada usina veio dos portais',
  );
  await passo(
    dados.concessionaria.sigla,
    async () => {
      let n = 0;
      for (const u of integradas)
        n += await completarImportadas(api, u, uuids.get(u.nome) as string, unidades);
      return n;
    },
    (n) => `faturas importadas pela integração, ${n} completadas com tarifas e itens`,
  );
  // The first poll after the import opens an alert for each plant whose inverter is in fault.
  const alertas = await passo(
    'alertas',
    () =>
      esperarAte(
        'os primeiros alertas das usinas com inversor em falha',
        async () => {
          const r = await api.exigir('GET', 'alertas?abertos=1&limit=1');
          return r.meta.total > 0 ? (r.meta.total as number) : null;
        },
        { limiteMs: 120_000, intervaloMs: 1000 },
        // Not worth failing the demo over: they open at the portals' next poll.
      ).catch(() => 0),
    (n) => (n > 0 ? `${n} em aberto` : 'nenhum em aberto ainda: abrem na próxima leitura dos portais'),
  );
  return {
    usinas: mundo.length,
    integradas: integradas.map((u) => u.nome),
    alertas,
    chamadas: api.chamadas,
    duracao: segundos(inicio),
  };
}
