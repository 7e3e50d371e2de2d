import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import type { Semente } from './semeadura.ts';

// Services and requests for API tests (issue 24): a service as the form posts it, a prestador
// company offering one, and a request for it.

export const servicoDeTeste = (extra: Record<string, unknown> = {}) => ({
  tipo: 'limpeza',
  nome: 'Limpeza de módulos',
  descricao: 'Lavagem com água desmineralizada',
  preco_rs: '12,50',
  unidade_preco: 'modulo',
  duracao_horas: '3,5',
  ...extra,
});

export interface PrestadorDeTeste {
  dono: Pessoa;
  empresa: { uuid: string; nome: string };
  servico: string;
}

/** A company of tipo prestador, owned by a new person, offering one active service. */
export async function prestadorDeTeste(
  t: TestApp,
  nome: string,
  servico: Record<string, unknown> = {},
): Promise<PrestadorDeTeste> {
  const dono = await criarPessoa(t, `Dono ${nome}`);
  const empresa = await criarEmpresa(t, dono, { nome, tipo: 'prestador' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/servicos',
    headers: como(dono, empresa),
    payload: servicoDeTeste(servico),
  });
  if (res.statusCode !== 201) throw new Error(`serviço: ${res.statusCode} ${res.body}`);
  return { dono, empresa, servico: (res.json() as { data: { uuid: string } }).data.uuid };
}

/** `quem` of `empresa` requests the prestador's service; the new request's uuid. */
export async function solicitar(
  t: TestApp,
  quem: Pessoa,
  empresa: { uuid: string },
  servico: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/atendimentos',
    headers: como(quem, empresa),
    payload: { servico, descricao: 'Limpar 20 módulos do telhado', local: 'Rua das Flores, 10', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`solicitação: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { uuid: string } }).data.uuid;
}

/** The seeded company requests the prestador's service (run after every `semear`): fills `atendimento`. */
export async function solicitarComoSemente(t: TestApp, s: Semente, p: PrestadorDeTeste): Promise<void> {
  s.atendimento = await solicitar(t, s.dono, s.empresa, p.servico, { titulo: `Limpeza ${s.rotulo}` });
  s.marcas.push(s.atendimento);
}
