import { como } from './factories.ts';
import type { TestApp } from './helpers.ts';
import type { DistribuidorDeTeste } from './pedidos-de-teste.ts';

// Distributors' catalogues for API tests (issue 24): a draft next to a distribuidor's published
// catalogue, so tests can check that nobody else sees or reaches it.

export interface RascunhoDeTeste {
  catalogo: string;
  /** Its one line (a product of the distribuidor that is in no published catalogue). */
  item: string;
  produto: string;
}

/** A draft catalogue of `d` with one product of its own that costs R$ 987,65. */
export async function rascunhoDeTeste(t: TestApp, d: DistribuidorDeTeste): Promise<RascunhoDeTeste> {
  const api = async (method: 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: como(d.dono, d.empresa), payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: unknown }).data;
  };
  const produto = (await api('POST', '/api/produtos', {
    tipo: 'outro',
    nome: `Produto sigiloso ${d.empresa.nome}`,
    custo_rs: 987.65,
  })) as { uuid: string };
  const catalogo = (await api('POST', '/api/catalogos', { nome: `Rascunho ${d.empresa.nome}` })) as {
    uuid: string;
  };
  const [linha] = (await api('PUT', `/api/catalogos/${catalogo.uuid}/itens`, {
    itens: [{ produto: produto.uuid, preco_rs: 1234 }],
  })) as Array<{ uuid: string }>;
  return { catalogo: catalogo.uuid, item: linha?.uuid ?? '', produto: produto.uuid };
}
