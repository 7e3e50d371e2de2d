import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { assinaturaAtiva, BASICO, cobrancaPix, planoBasico, planoPro } from '../../../../test/assinatura.ts';
import { restoreFetch } from '../../../../test/fetch-mock.ts';
import { entrarComoIntegrador } from '../../../../test/integrador.ts';
import { renderApp } from '../../../../test/render.tsx';
import { useAppStore } from '../../../stores/app-store.ts';

afterEach(() => {
  restoreFetch();
  useAppStore.getState().clearSession();
});

const corpo = (init?: RequestInit) => (init?.body ? JSON.parse(String(init.body)) : undefined);

describe('assinatura da empresa', () => {
  it('sem assinatura: mostra os planos, o preço anual com a economia, e assina com teste grátis', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      planos: { body: { data: [planoBasico, planoPro] } },
      assinatura: (init) => {
        if (init?.method === 'POST') {
          enviados.push(corpo(init));
          return { body: { data: { ...assinaturaAtiva, status: 'teste' } } };
        }
        return { body: { data: null } };
      },
    });
    renderApp('/assinatura');

    expect(await screen.findByText('Escolha um plano')).toBeTruthy();
    const basico = await screen.findByRole('article', { name: 'Básico' });
    expect(within(basico).getByTestId('preco-do-plano').textContent).toContain('R$\u00a099,00 /mês');
    expect(basico.textContent).toContain('Usinas10Usuários2kWp monitorados100 kWp');
    expect(within(basico).getByText('Monitoramento de usinas')).toBeTruthy();
    expect(within(basico).getByText('14 dias de teste grátis')).toBeTruthy();
    const pro = screen.getByRole('article', { name: 'Profissional' });
    expect(within(pro).getAllByText('Ilimitado')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Anual' }));
    const preco = within(basico).getByTestId('preco-do-plano').textContent;
    expect(preco).toContain('R$\u00a0990,00 /ano');
    expect(preco).toContain('Equivale a R$\u00a082,50 por mês');
    expect(preco).toContain('Economize R$\u00a0198,00 por ano (17%)');

    await userEvent.click(within(basico).getByRole('button', { name: 'Começar teste grátis' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Assinar o plano Básico' });
    await userEvent.click(within(dialogo).getByText('Boleto'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Começar teste grátis' }));
    await waitFor(() => expect(enviados).toEqual([{ plano: BASICO, ciclo: 'anual', forma: 'boleto' }]));
  });

  it('com assinatura: plano, situação, uso contra os limites, histórico; paga com Pix e vê o código', async () => {
    const cobrancas: unknown[] = [];
    entrarComoIntegrador({
      assinatura: { body: { data: assinaturaAtiva } },
      'assinatura/cobrancas': (init) => {
        cobrancas.push(corpo(init));
        return { status: 201, body: { data: cobrancaPix } };
      },
    });
    renderApp('/assinatura');

    expect(await screen.findByRole('heading', { name: 'Plano Básico' })).toBeTruthy();
    expect(screen.getByTestId('status-da-assinatura').textContent).toBe('Ativa');
    expect(screen.getByText('Renova em')).toBeTruthy();
    expect(screen.getByTestId('fim-do-periodo').textContent).toBe('30/11/2026');
    expect(screen.getByTestId('ciclo').textContent).toBe('Mensal · R$\u00a099,00');
    const usinas = screen.getByTestId('uso-Usinas');
    expect(usinas.textContent).toContain('11 de 10');
    expect(within(usinas).getByText('Acima do limite')).toBeTruthy();
    expect(screen.getByTestId('uso-Usuários').textContent).toContain('1 de 2');
    expect(screen.getByTestId('uso-kWp monitorados').textContent).toContain('42,5 kWp de 100 kWp');
    const historico = screen.getByRole('table', { name: 'Cobranças' });
    expect(within(historico).getByRole('row', { name: /01\/11\/2026/ }).textContent).toContain('Paga');

    await userEvent.click(screen.getByRole('button', { name: /Pagar agora/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pagar agora' });
    await userEvent.click(within(dialogo).getByRole('button', { name: /Pagar com Pix/ }));
    await waitFor(() => expect(cobrancas).toEqual([{ forma: 'pix' }]));
    expect((await screen.findByTestId('pix-copia-e-cola')).textContent).toBe(cobrancaPix.pix_copia_e_cola);
    expect(screen.getByRole('img', { name: 'QR code do Pix' }).getAttribute('src')).toBe(
      `data:image/png;base64,${cobrancaPix.pix_qr_code_base64}`,
    );
    expect(screen.getByTestId('dados-do-pagamento').textContent).toContain('R$\u00a099,00');
    const copiados: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (t: string) => void copiados.push(t) },
      configurable: true,
    });
    await userEvent.click(screen.getByRole('button', { name: /Copiar código Pix/ }));
    await waitFor(() => expect(copiados).toEqual([cobrancaPix.pix_copia_e_cola]));
  });

  it('cancela no fim do período depois de confirmar, e então oferece reativar', async () => {
    let cancelada = false;
    const fetchMock = entrarComoIntegrador({
      assinatura: () => ({ body: { data: { ...assinaturaAtiva, cancelar_no_fim: cancelada } } }),
      'assinatura/cancelar': () => {
        cancelada = true;
        return { body: { data: { ...assinaturaAtiva, cancelar_no_fim: true } } };
      },
    });
    renderApp('/assinatura');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Cancelar assinatura' });
    expect(confirmar.textContent).toContain('continua ativa até 30/11/2026');
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Cancelar assinatura' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u, init]) => String(u) === '/api/assinatura/cancelar' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Reativar assinatura' })).toBeTruthy();
    expect(screen.getByText('Cancelada a partir de')).toBeTruthy();
    expect(screen.getByTestId('aviso-assinatura').textContent).toContain('continua ativa até 30/11/2026');
  });

  it('sem gateway de pagamento: não oferece pagar, diz que a equipe cuida do pagamento', async () => {
    entrarComoIntegrador({ assinatura: { body: { data: { ...assinaturaAtiva, gateway: false } } } });
    renderApp('/assinatura');
    expect((await screen.findByTestId('pagamento-pela-equipe')).textContent).toContain('equipe Irradia');
    expect(screen.queryByRole('button', { name: /Pagar agora/ })).toBeNull();
  });

  it('mudar de plano mostra os planos com o atual marcado e envia o novo', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      planos: { body: { data: [planoBasico, planoPro] } },
      assinatura: (init) => {
        if (init?.method === 'POST') enviados.push(corpo(init));
        return { body: { data: assinaturaAtiva } };
      },
    });
    renderApp('/assinatura');
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar de plano' }));
    const basico = await screen.findByRole('article', { name: 'Básico' });
    expect(within(basico).getByText('Seu plano')).toBeTruthy();
    expect((within(basico).getByRole('button', { name: 'Plano atual' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const pro = screen.getByRole('article', { name: 'Profissional' });
    await userEvent.click(within(pro).getByRole('button', { name: 'Mudar para este plano' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Mudar para o plano Profissional' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Mudar de plano' }));
    await waitFor(() => expect(enviados).toEqual([{ plano: planoPro.uuid, ciclo: 'mensal', forma: 'pix' }]));
    // Done: the cards close again.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Profissional' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Mudar de plano' })).toBeTruthy();
  });

  it('pagamento pendente: avisa até quando pagar; uma cobrança recusada mostra a mensagem do servidor', async () => {
    entrarComoIntegrador({
      assinatura: { body: { data: { ...assinaturaAtiva, status: 'inadimplente' } } },
      'assinatura/cobrancas': {
        status: 409,
        body: { message: 'Pagamento online indisponível: fale com o suporte' },
      },
    });
    renderApp('/assinatura');
    const aviso = await screen.findByTestId('aviso-assinatura');
    expect(aviso.textContent).toContain('Pague até 07/12/2026 para a empresa não ficar somente leitura.');
    expect(screen.getByText('Venceu em')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Pagar agora/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pagar agora' });
    await userEvent.click(within(dialogo).getByRole('button', { name: /Gerar boleto/ }));
    expect(await screen.findByText('Pagamento online indisponível: fale com o suporte')).toBeTruthy();
    expect(screen.queryByTestId('dados-do-pagamento')).toBeNull();
  });

  it('cancelada: oferece assinar de novo, sem novo teste grátis', async () => {
    const enviados: unknown[] = [];
    entrarComoIntegrador({
      planos: { body: { data: [planoBasico, planoPro] } },
      assinatura: (init) => {
        if (init?.method === 'POST') enviados.push(corpo(init));
        return { body: { data: { ...assinaturaAtiva, status: 'cancelada', cancelar_no_fim: true } } };
      },
    });
    renderApp('/assinatura');
    expect((await screen.findByTestId('status-da-assinatura')).textContent).toBe('Cancelada');
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pagar agora/ })).toBeNull();
    const basico = await screen.findByRole('article', { name: 'Básico' });
    expect(within(basico).queryByText(/teste grátis/)).toBeNull();
    await userEvent.click(within(basico).getByRole('button', { name: 'Assinar de novo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Assinar o plano Básico' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(enviados).toEqual([{ plano: BASICO, ciclo: 'mensal', forma: 'pix' }]));
  });

  it('bloqueada: a página avisa que está somente leitura, sem repetir o aviso do layout', async () => {
    entrarComoIntegrador({
      assinatura: { body: { data: { ...assinaturaAtiva, status: 'inadimplente', bloqueada: true } } },
    });
    renderApp('/assinatura');
    expect((await screen.findByTestId('aviso-assinatura')).textContent).toContain('somente leitura');
    // /assinatura says it itself: the frame's notice stays out.
    expect(screen.queryByTestId('aviso-de-bloqueio')).toBeNull();
  });
});

describe('aviso de bloqueio no layout', () => {
  it('mostra o aviso com o link para a assinatura quando a empresa está bloqueada', async () => {
    entrarComoIntegrador({
      assinatura: { body: { data: { ...assinaturaAtiva, status: 'inadimplente', bloqueada: true } } },
    });
    // usuarios/me answers for the selected company (its uuid) once the switch is done.
    const user = useAppStore.getState().account.user;
    useAppStore.getState().setUser({ ...user, empresa: { uuid: 'e1', tipo: 'integrador' } } as never);
    renderApp('/clientes');
    const aviso = await screen.findByTestId('aviso-de-bloqueio');
    expect(aviso.textContent).toContain(
      'A assinatura desta empresa está com pagamento pendente: a empresa está somente leitura.',
    );
    expect(within(aviso).getByRole('link').getAttribute('href')).toBe('/app/assinatura');
  });

  it('não pede a assinatura a quem não tem assinatura:view', async () => {
    const fetchMock = entrarComoIntegrador({
      'usuarios/me': () => ({ body: { data: useAppStore.getState().account.user } }),
    });
    useAppStore.getState().setUser({
      ...useAppStore.getState().account.user,
      empresa: { uuid: 'e1', tipo: 'integrador' },
      is_socio: false,
      funcionario: { cargo: { atribuicoes: [] } },
    } as never);
    renderApp('/clientes');
    await screen.findByRole('heading', { name: 'Clientes' });
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/assinatura'))).toBe(false);
  });
});
