import type { APIRequestContext } from '@playwright/test';
import { PROPOSTA_COMPLETA } from '../../apps/server/test/propostas-de-teste.ts';
import { type ContaTeste, chamar } from '../support/session.ts';

// A sale made through the API (the pipeline's own screens are e2e/orcamentos): a customer, a
// proposal sent and accepted on the public link, the contract signed there, the sale registered.

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
    { ...PROPOSTA_COMPLETA, validade },
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
