// Over 400 lines: the board's whole API walked in order (boards, stages, cards, moves, fields, labels, comments, attachments, history), each step building on the last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { funcionarioDeTeste, quadroDe } from '../../../test/quadros-de-teste.ts';
import { dados, erros } from '../../../test/respostas.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';

// 10:00 in Brasília.
const agora = new Date('2026-11-25T13:00:00Z');
let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let tecnica: { pessoa: Pessoa; funcionario: string };
let leitor: { pessoa: Pessoa; funcionario: string };
let servicos: { uuid: string; fase: Record<string, string> };
let negocios: { uuid: string; fase: Record<string, string> };
let cliente: string;
let usina: string;
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

type Metodo = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem: Pessoa = dono) =>
  t.app.inject({
    method,
    url,
    headers: como(quem, empresa),
    ...(payload ? { payload: payload as object } : {}),
  });

interface Cartao {
  uuid: string;
  tipo: string;
  numero: number;
  titulo: string;
  fase: string;
  posicao: number;
  responsavel: { uuid: string; nome: string } | null;
  prazo: string | null;
  atrasado: boolean;
  cliente: { nome: string } | null;
  usina: { nome: string } | null;
  classificacoes: Array<{ nome: string }>;
  comentarios: number;
  anexos: number;
  valor_rs: number | null;
  fechado_em: string | null;
}
const cartoes = async (q: string, filtro = '') =>
  dados<Cartao[]>(await api('GET', `/api/quadros/${q}/cartoes${filtro}`));
const naFase = async (q: string, fase: string) =>
  (await cartoes(q)).filter((c) => c.fase === fase).map((c) => c.titulo);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  dono = await criarPessoa(t, 'Dona Solar');
  empresa = await criarEmpresa(t, dono, { nome: 'Solar Quadro', tipo: 'integrador' });
  tecnica = await funcionarioDeTeste(t, dono, empresa, 'Tânia Técnica', [
    'atendimento:view',
    'atendimento:edit',
    'comentario:create',
  ]);
  leitor = await funcionarioDeTeste(t, dono, empresa, 'Lia Leitora', ['pedido:view']);
  cliente = dados<{ uuid: string }>(await api('POST', '/api/clientes', { nome: 'Condomínio Aurora' })).uuid;
  usina = await criarUsinaDireta(t, empresa.uuid, 'Usina Aurora');
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
});
afterAll(() => t.close());

describe('quadros e fases', () => {
  it('a empresa começa com um quadro de solicitações e um de negócios, com as fases padrão', async () => {
    const r = await api('GET', '/api/quadros');
    expect(r.statusCode).toBe(200);
    const lista =
      dados<
        Array<{
          nome: string;
          tipo: string;
          padrao: boolean;
          fases: Array<{ nome: string; fechada: boolean }>;
        }>
      >(r);
    expect(lista.map((q) => [q.nome, q.tipo, q.padrao])).toEqual([
      ['Solicitações de serviço', 'atendimentos', true],
      ['Negócios', 'pedidos', true],
    ]);
    expect(lista[0]?.fases.map((f) => [f.nome, f.fechada])).toEqual([
      ['Aberto', false],
      ['Em atendimento', false],
      ['Aguardando cliente ou peça', false],
      ['Concluído', true],
    ]);
    servicos = await quadroDe(t, dono, empresa, 'atendimentos');
    negocios = await quadroDe(t, dono, empresa, 'pedidos');
    // Asking again creates nothing more.
    expect(dados<unknown[]>(await api('GET', '/api/quadros'))).toHaveLength(2);
  });

  it('quem só vê negócios vê só o quadro de negócios; o de solicitações é 404 para ele', async () => {
    const lista = dados<Array<{ tipo: string }>>(await api('GET', '/api/quadros', undefined, leitor.pessoa));
    expect(lista.map((q) => q.tipo)).toEqual(['pedidos']);
    expect((await api('GET', `/api/quadros/${servicos.uuid}`, undefined, leitor.pessoa)).statusCode).toBe(
      404,
    );
  });

  it('adiciona, renomeia, move e fecha fases; a última aberta não pode ser fechada nem excluída', async () => {
    const nova = await api('POST', '/api/fases', {
      quadro: servicos.uuid,
      nome: 'Vistoria',
      ordem: 1,
      cor: '#3182CE',
    });
    expect(nova.statusCode).toBe(201);
    const f = dados<{ uuid: string; ordem: number; cor: string }>(nova);
    expect(f).toMatchObject({ ordem: 1, cor: '#3182ce' });
    const ren = await api('PATCH', `/api/fases/${f.uuid}`, { nome: 'Vistoria técnica', ordem: 3 });
    expect(dados<{ nome: string; ordem: number }>(ren)).toMatchObject({ nome: 'Vistoria técnica', ordem: 3 });
    const q = dados<{ fases: Array<{ nome: string }> }>(await api('GET', `/api/quadros/${servicos.uuid}`));
    expect(q.fases.map((x) => x.nome)).toEqual([
      'Aberto',
      'Em atendimento',
      'Aguardando cliente ou peça',
      'Vistoria técnica',
      'Concluído',
    ]);
    expect((await api('DELETE', `/api/fases/${f.uuid}`)).statusCode).toBe(204);

    const outro = dados<{ uuid: string; fases: Array<{ uuid: string; nome: string }> }>(
      await api('POST', '/api/quadros', { nome: 'Manutenção preventiva', tipo: 'atendimentos' }),
    );
    const abertas = outro.fases.filter((x) => x.nome !== 'Concluído');
    for (const x of abertas.slice(1))
      expect((await api('DELETE', `/api/fases/${x.uuid}`)).statusCode).toBe(204);
    const ultima = abertas[0]?.uuid;
    const fechar = await api('PATCH', `/api/fases/${ultima}`, { fechada: true });
    expect(fechar.statusCode).toBe(422);
    expect(erros(fechar)).toEqual([
      expect.objectContaining({ field: 'fechada', message: 'O quadro precisa de ao menos uma fase aberta' }),
    ]);
    expect(erros(await api('DELETE', `/api/fases/${ultima}`))[0]?.message).toBe(
      'O quadro precisa de ao menos uma fase aberta',
    );
    // A board that is not the default and has no card goes; the default never does.
    expect((await api('DELETE', `/api/quadros/${outro.uuid}`)).statusCode).toBe(204);
    expect(erros(await api('DELETE', `/api/quadros/${servicos.uuid}`))[0]?.message).toBe(
      'O quadro padrão não pode ser excluído; torne outro padrão antes',
    );
  });
});

describe('cartões', () => {
  it('uma solicitação registrada no quadro cai na fase escolhida, numerada, com cliente, usina, responsável e prazo', async () => {
    const r = await api('POST', `/api/quadros/${servicos.uuid}/cartoes`, {
      titulo: 'Limpeza dos módulos',
      descricao: 'Poeira de obra ao lado',
      cliente,
      usina,
      responsavel: tecnica.funcionario,
      prazo: '2026-11-24',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(dados<Cartao>(r)).toMatchObject({
      tipo: 'atendimento',
      numero: 1,
      titulo: 'Limpeza dos módulos',
      fase: servicos.fase.Aberto,
      posicao: 0,
      cliente: { nome: 'Condomínio Aurora' },
      usina: { nome: 'Usina Aurora' },
      responsavel: { uuid: tecnica.funcionario, nome: 'Tânia Técnica' },
      prazo: '2026-11-24',
      atrasado: true,
    });
    for (const titulo of ['Troca de string box', 'Visita de garantia'])
      expect((await api('POST', `/api/quadros/${servicos.uuid}/cartoes`, { titulo })).statusCode).toBe(201);
    expect(await naFase(servicos.uuid, servicos.fase.Aberto ?? '')).toEqual([
      'Limpeza dos módulos',
      'Troca de string box',
      'Visita de garantia',
    ]);
    // Deals are created in Orçamentos; bad references are named.
    const noNegocio = await api('POST', `/api/quadros/${negocios.uuid}/cartoes`, { titulo: 'X' });
    expect(erros(noNegocio)[0]?.message).toBe(
      'Negócios são criados em Orçamentos; aqui só solicitações de serviço',
    );
    const ruim = await api('POST', `/api/quadros/${servicos.uuid}/cartoes`, {
      titulo: '',
      responsavel: leitor.funcionario,
      prazo: '2026-02-30',
    });
    expect(
      erros(ruim)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['prazo', 'titulo']);
  });

  it('um negócio aparece no quadro de negócios na fase que o status sugere, com o valor', async () => {
    const v = dados<{ uuid: string }>(await api('POST', '/api/pedidos', { tipo: 'venda', cliente }));
    const lista = await cartoes(negocios.uuid);
    expect(lista).toEqual([
      expect.objectContaining({
        uuid: v.uuid,
        tipo: 'pedido',
        fase: negocios.fase['Novo contato'],
        cliente: expect.objectContaining({ nome: 'Condomínio Aurora' }),
      }),
    ]);
    const c = await api('GET', `/api/pedidos/${v.uuid}/cartao`);
    expect(c.statusCode).toBe(200);
    // A deal's customer is set on the deal.
    expect(erros(await api('PATCH', `/api/pedidos/${v.uuid}/cartao`, { cliente: null }))[0]?.message).toBe(
      'O cliente de um negócio é definido no próprio negócio',
    );
  });

  it('mover grava a fase, a posição e a hora; os outros cartões se reordenam; fase de outro tipo é 422', async () => {
    const [limpeza, troca, visita] = await cartoes(servicos.uuid);
    const emAtendimento = servicos.fase['Em atendimento'] ?? '';
    const r = await api(
      'POST',
      `/api/atendimentos/${visita?.uuid}/mover`,
      { fase: emAtendimento },
      tecnica.pessoa,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(dados<Cartao>(r)).toMatchObject({ fase: emAtendimento, posicao: 0 });
    await api('POST', `/api/atendimentos/${troca?.uuid}/mover`, { fase: emAtendimento, posicao: 0 });
    expect(await naFase(servicos.uuid, emAtendimento)).toEqual(['Troca de string box', 'Visita de garantia']);
    // Within the stage: to the end.
    await api('POST', `/api/atendimentos/${troca?.uuid}/mover`, { fase: emAtendimento, posicao: 5 });
    expect(await naFase(servicos.uuid, emAtendimento)).toEqual(['Visita de garantia', 'Troca de string box']);
    const posicoes = (await cartoes(servicos.uuid)).map((c) => [c.titulo, c.posicao]);
    expect(posicoes).toEqual([
      ['Limpeza dos módulos', 0],
      ['Visita de garantia', 0],
      ['Troca de string box', 1],
    ]);
    const errada = await api('POST', `/api/atendimentos/${limpeza?.uuid}/mover`, {
      fase: negocios.fase.Contrato,
    });
    expect(errada.statusCode).toBe(422);
    expect(erros(errada)[0]).toMatchObject({
      field: 'fase',
      message: 'Fase não encontrada neste tipo de quadro',
    });
    // Everyone looking at the board hears of the move.
    expect(
      eventos.filter((e) => e.channel === `quadros/${servicos.uuid}` && e.payload.cartao === troca?.uuid)
        .length,
    ).toBeGreaterThan(0);
  });

  it('sem atendimento:edit não move; quem não vê solicitações não acha o cartão', async () => {
    const [c] = await cartoes(servicos.uuid);
    const semEdicao = await api(
      'POST',
      `/api/atendimentos/${c?.uuid}/mover`,
      { fase: servicos.fase.Aberto },
      leitor.pessoa,
    );
    expect(semEdicao.statusCode).toBe(403);
    const doOutro = await criarPessoa(t, 'Intrusa');
    const outra = await criarEmpresa(t, doOutro, { tipo: 'integrador' });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/atendimentos/${c?.uuid}/cartao`,
      headers: como(doOutro, outra),
    });
    expect(r.statusCode).toBe(404);
  });

  it('etiquetas, prazo e campos personalizados validados pelo tipo; cada mudança vai ao histórico', async () => {
    const [c] = await cartoes(servicos.uuid);
    const urgente = dados<{ uuid: string }>(
      await api('POST', '/api/classificacoes', { nome: 'Urgente', cor: '#E53E3E' }),
    );
    expect(
      erros(await api('POST', '/api/classificacoes', { nome: 'urgente', cor: '#000000' }))[0]?.message,
    ).toBe('Já existe uma etiqueta com este nome');
    const grupo = dados<{ uuid: string }>(
      await api('POST', '/api/grupos', { quadro: servicos.uuid, nome: 'Visita' }),
    );
    const campo = async (nome: string, tipo: string, opcoes?: string[]) =>
      dados<{ uuid: string }>(
        await api('POST', '/api/campos', { grupo: grupo.uuid, nome, tipo, ...(opcoes ? { opcoes } : {}) }),
      ).uuid;
    const tensao = await campo('Tensão medida (V)', 'numero');
    const visita = await campo('Data da visita', 'data');
    const turno = await campo('Turno', 'escolha', ['Manhã', 'Tarde']);
    expect(
      erros(await api('POST', '/api/campos', { grupo: grupo.uuid, nome: 'Sem opções', tipo: 'escolha' }))[0]
        ?.message,
    ).toBe('Informe ao menos uma opção');
    const grupos = dados<Array<{ nome: string; campos: Array<{ nome: string; tipo: string }> }>>(
      await api('GET', `/api/grupos?quadro=${servicos.uuid}`),
    );
    expect(grupos[0]?.campos.map((x) => x.tipo)).toEqual(['numero', 'data', 'escolha']);

    const url = `/api/atendimentos/${c?.uuid}/cartao`;
    const ruim = await api('PATCH', url, { preenchimentos: [{ campo: turno, valor: 'Noite' }] });
    expect(erros(ruim)[0]).toMatchObject({
      field: 'preenchimentos.0.valor',
      message: 'Turno: escolha uma das opções',
    });
    expect(
      erros(await api('PATCH', url, { preenchimentos: [{ campo: tensao, valor: 'muita' }] }))[0]?.message,
    ).toBe('Tensão medida (V): informe um número');
    const ok = await api('PATCH', url, {
      classificacoes: [urgente.uuid],
      prazo: '2026-12-01',
      preenchimentos: [
        { campo: tensao, valor: '380,5' },
        { campo: visita, valor: '2026-11-30' },
        { campo: turno, valor: 'Tarde' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(dados(ok)).toMatchObject({
      prazo: '2026-12-01',
      atrasado: false,
      classificacoes: [{ nome: 'Urgente', cor: '#e53e3e' }],
      preenchimentos: expect.arrayContaining([
        { campo: tensao, valor: 380.5 },
        { campo: visita, valor: '2026-11-30' },
        { campo: turno, valor: 'Tarde' },
      ]),
    });
    // Filters: by label, by responsible, by due.
    expect((await cartoes(servicos.uuid, `?classificacao=${urgente.uuid}`)).map((x) => x.titulo)).toEqual([
      'Limpeza dos módulos',
    ]);
    expect(
      (await cartoes(servicos.uuid, `?responsavel=${tecnica.funcionario}`)).map((x) => x.titulo),
    ).toEqual(['Limpeza dos módulos']);
    expect((await cartoes(servicos.uuid, '?responsavel=nenhum')).map((x) => x.titulo).sort()).toEqual([
      'Troca de string box',
      'Visita de garantia',
    ]);
    expect((await cartoes(servicos.uuid, '?prazo=semana')).map((x) => x.titulo)).toEqual([
      'Limpeza dos módulos',
    ]);
    expect((await cartoes(servicos.uuid, `?usina=${usina}`)).map((x) => x.titulo)).toEqual([
      'Limpeza dos módulos',
    ]);

    const h = dados<Array<{ tipo?: string; de: string | null; para: string }>>(
      await api('GET', `/api/atendimentos/${c?.uuid}/historico`),
    );
    expect(h.map((x) => x.tipo ?? 'status')).toEqual([
      'status',
      'criado',
      'prazo',
      'classificacao',
      'campo',
      'campo',
      'campo',
    ]);
    expect(h.find((x) => x.tipo === 'prazo')).toMatchObject({ de: '2026-11-24', para: '2026-12-01' });
  });
});

describe('comentários e anexos', () => {
  it('um comentário com menção notifica o mencionado, conta no cartão e só o autor exclui', async () => {
    const [c] = await cartoes(servicos.uuid);
    const url = `/api/atendimentos/${c?.uuid}/comentarios`;
    const r = await api('POST', url, {
      texto: '@Tânia Técnica leve o multímetro',
      mencoes: [tecnica.funcionario],
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(dados(r)).toMatchObject({
      meu: true,
      mencoes: [{ uuid: tecnica.funcionario, nome: 'Tânia Técnica' }],
    });
    const sino = await t.app.inject({
      method: 'GET',
      url: '/api/notificacoes',
      headers: como(tecnica.pessoa),
    });
    const n = (sino.json() as { data: Array<{ tipo: string; titulo: string; link: string }> }).data;
    expect(n.filter((x) => x.tipo === 'mencao')).toEqual([
      expect.objectContaining({
        tipo: 'mencao',
        titulo: expect.stringMatching(/mencionou você em #1 Limpeza dos módulos$/),
        link: `/quadro?quadro=${servicos.uuid}&cartao=${c?.uuid}`,
      }),
    ]);
    const resposta = await api('POST', url, { texto: 'Levo sim' }, tecnica.pessoa);
    expect(resposta.statusCode).toBe(201);
    const lista = dados<Array<{ texto: string; meu: boolean; uuid: string }>>(await api('GET', url));
    expect(lista.map((x) => [x.texto, x.meu])).toEqual([
      ['@Tânia Técnica leve o multímetro', true],
      ['Levo sim', false],
    ]);
    expect((await api('DELETE', `${url}/${lista[1]?.uuid}`)).statusCode).toBe(403);
    expect(erros(await api('POST', url, { texto: 'x', mencoes: [crypto.randomUUID()] }))[0]?.message).toBe(
      'Mencione apenas funcionários da empresa',
    );
    expect((await cartoes(servicos.uuid)).find((x) => x.uuid === c?.uuid)?.comentarios).toBe(2);
  });

  it('anexa PDF e imagem conferidos pelos bytes, baixa com o nome e o tipo, recusa o resto; um campo de arquivo aponta para um anexo', async () => {
    const [c] = await cartoes(servicos.uuid);
    const envio = (nome: string, tipo: string, bytes: Buffer) => {
      const m = multipart({}, 'arquivo', { nome, tipo, dados: bytes });
      return t.app.inject({
        method: 'POST',
        url: `/api/atendimentos/${c?.uuid}/anexos`,
        headers: { ...como(dono, empresa), 'content-type': m.contentType },
        payload: m.payload,
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
    const r = await envio('laudo técnico.pdf', 'application/pdf', pdf);
    expect(r.statusCode, r.body).toBe(201);
    const anexo = dados<{ uuid: string; nome: string; tipo: string; tamanho: number }>(r);
    expect(anexo).toMatchObject({ nome: 'laudo técnico.pdf', tipo: 'application/pdf', tamanho: pdf.length });
    const falso = await envio('foto.png', 'image/png', Buffer.from('isto não é uma imagem'));
    expect(falso.statusCode).toBe(422);
    expect(erros(falso)[0]?.message).toBe('Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)');
    const baixar = await api('GET', `/api/atendimentos/${c?.uuid}/anexos/${anexo.uuid}`);
    expect(baixar.statusCode).toBe(200);
    expect(baixar.headers['content-type']).toBe('application/pdf');
    expect(baixar.rawPayload.equals(pdf)).toBe(true);
    // Never on the public file route.
    expect((await t.app.inject({ method: 'GET', url: `/api/arquivos/${anexo.uuid}` })).statusCode).toBe(404);

    const grupo = dados<{ uuid: string }>(
      await api('POST', '/api/grupos', { quadro: servicos.uuid, nome: 'Documentos' }),
    );
    const laudo = dados<{ uuid: string }>(
      await api('POST', '/api/campos', { grupo: grupo.uuid, nome: 'Laudo', tipo: 'arquivo' }),
    ).uuid;
    const url = `/api/atendimentos/${c?.uuid}/cartao`;
    expect(
      erros(await api('PATCH', url, { preenchimentos: [{ campo: laudo, valor: crypto.randomUUID() }] }))[0]
        ?.message,
    ).toBe('Laudo: escolha um anexo deste cartão');
    expect(
      (await api('PATCH', url, { preenchimentos: [{ campo: laudo, valor: anexo.uuid }] })).statusCode,
    ).toBe(200);
    expect((await api('DELETE', `/api/atendimentos/${c?.uuid}/anexos/${anexo.uuid}`)).statusCode).toBe(204);
    expect(dados<unknown[]>(await api('GET', `/api/atendimentos/${c?.uuid}/anexos`))).toEqual([]);
    const h = dados<Array<{ tipo?: string; para: string }>>(
      await api('GET', `/api/atendimentos/${c?.uuid}/historico`),
    );
    expect(h.filter((x) => x.tipo === 'anexo').map((x) => x.para)).toEqual([
      'laudo técnico.pdf',
      'Anexo excluído',
    ]);
  });

  it('excluir uma fase com cartões pede o destino e os leva para lá', async () => {
    const emAtendimento = servicos.fase['Em atendimento'] ?? '';
    const sem = await api('DELETE', `/api/fases/${emAtendimento}`);
    expect(erros(sem)[0]).toMatchObject({
      field: 'destino',
      message: 'Escolha para qual fase vão os cartões desta fase',
    });
    expect(
      (await api('DELETE', `/api/fases/${emAtendimento}?destino=${servicos.fase.Aberto}`)).statusCode,
    ).toBe(204);
    expect(await naFase(servicos.uuid, servicos.fase.Aberto ?? '')).toEqual([
      'Limpeza dos módulos',
      'Visita de garantia',
      'Troca de string box',
    ]);
  });
});
