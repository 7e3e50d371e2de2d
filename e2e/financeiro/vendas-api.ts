import type { APIRequestContext } from '@playwright/test';
import { type ContaTeste, chamar } from '../support/session.ts';

// A sale made through the API (the pipeline's own screens are e2e/orcamentos): a customer, a
// proposal sent and accepted on the public link, the contract signed there, the sale registered.

const PROPOSTA = {
  consumo_mensal_kwh: Array<number>(12).fill(500),
  cidade_ibge: 3550308,
  performance_ratio: 0.8,
  fornecimento: 'bifasico',
  modalidade: 'GD II',
  tarifa_rs_kwh: 1,
  fio_b_rs_kwh: 0.3,
  cobertura: 1,
  modulo_wp: 550,
  inversores_kw: [5, 3.6],
  razao_dc_ac_min: 1,
  razao_dc_ac_max: 1.3,
  custo_kit_rs: 12_000,
  servicos_rs: 2_800,
  margem: 0.2,
  impostos: 0.06,
  taxa_desconto_anual: 0.1,
  reajuste_anual: 0.05,
  degradacao_anual: 0.005,
  inicio_operacao: '2027-01',
};

/** Registers a sale of `valorRs` in `parcelas` for Maria da Silva; answers the deal's uuid and number. */
export async function vendaPelaApi(
  request: APIRequestContext,
  conta: ContaTeste,
  empresa: string,
  valorRs: number,
  parcelas: Array<{ vencimento: string; valor_rs: number }>,
) {
  const sp = (await chamar(request, conta, 'get', '/api/cidades/3550308', undefined, empresa))?.data.uuid;
  const cliente = (
    await chamar(
      request,
      conta,
      'post',
      '/api/clientes',
      {
        nome: 'Maria da Silva',
        pessoa_fisica: true,
        documento: '529.982.247-25',
        telefone: '11987654321',
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        cidade: sp,
      },
      empresa,
    )
  )?.data.uuid;
  const pedido = (await chamar(request, conta, 'post', '/api/pedidos', { tipo: 'venda', cliente }, empresa))
    ?.data as unknown as { uuid: string; numero: number };
  const validade = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await chamar(
    request,
    conta,
    'put',
    `/api/pedidos/${pedido.uuid}/proposta`,
    { ...PROPOSTA, validade },
    empresa,
  );
  const enviada = (await chamar(request, conta, 'post', `/api/pedidos/${pedido.uuid}/enviar`, {}, empresa))
    ?.data as unknown as { link: string };
  const token = enviada.link.replace(/^.*\/app\/proposta\//, '');
  const cpf = { nome: 'Maria da Silva', cpf: '529.982.247-25' };
  const aceite = await request.post(`/api/propostas/${token}/aceitar`, { data: cpf });
  if (aceite.status() !== 200) throw new Error(`aceitar: ${aceite.status()} ${await aceite.text()}`);
  await chamar(
    request,
    conta,
    'post',
    `/api/pedidos/${pedido.uuid}/contrato`,
    {
      pagamento: 'Em duas parcelas no Pix',
      prazo_instalacao_dias: 45,
      garantia_modulos_anos: 12,
      garantia_inversores_anos: 10,
      garantia_instalacao_anos: 1,
    },
    empresa,
  );
  const assinatura = await request.post(`/api/propostas/${token}/assinar`, { data: cpf });
  if (assinatura.status() !== 200)
    throw new Error(`assinar: ${assinatura.status()} ${await assinatura.text()}`);
  await chamar(
    request,
    conta,
    'post',
    `/api/pedidos/${pedido.uuid}/venda`,
    { valor_rs: valorRs, forma: 'pix', parcelas },
    empresa,
  );
  return pedido;
}
