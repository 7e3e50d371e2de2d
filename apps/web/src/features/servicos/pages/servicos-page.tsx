import { Button, HStack, Tabs } from '@chakra-ui/react';
import { canalEmpresa, type MensagemAtendimento } from '@irradia/shared/realtime/canais';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Wrench } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useChannel } from '../../../lib/realtime.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { type Atendimento, type Servico, servicosQueries } from '../api.ts';
import { AtendimentoDialog } from '../components/atendimento-dialog.tsx';
import { AtendimentosLista } from '../components/atendimentos-lista.tsx';
import { MotivoDialog } from '../components/motivo-dialog.tsx';
import { ServicoDialog } from '../components/servico-dialog.tsx';
import { ServicosLista } from '../components/servicos-lista.tsx';

type Aba = 'servicos' | 'solicitacoes';
type Motivo = { atendimento: Pick<Atendimento, 'uuid' | 'numero'>; acao: 'recusar' | 'cancelar' };

/**
 * Spec §2 /servicos: the services the company offers (integrador, prestador) and the service
 * requests it receives and sends (`?aba=solicitacoes`; `&atendimento=<uuid>` opens one, as the
 * notifications link). Requests moved by the other side refresh on the company channel.
 */
export default function ServicosPage() {
  usePageTitle('Serviços', 'Serviços oferecidos e solicitações');
  const [params, setParams] = useSearchParams();
  const { pode } = usePermissoes();
  const podeServicos = pode('servico:view');
  const aba: Aba = params.get('aba') === 'solicitacoes' || !podeServicos ? 'solicitacoes' : 'servicos';
  const aberto = params.get('atendimento');
  const [servico, setServico] = useState<{ servico: Servico | null; aberto: boolean } | null>(null);
  const [detalheAberto, setDetalheAberto] = useState(true);
  // Refusing or cancelling asks the motivo once the request's dialog is gone (never two at once).
  const pendente = useRef<Motivo | null>(null);
  const [motivo, setMotivo] = useState<Motivo | null>(null);
  const podeCriar = pode('servico:create');
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const qc = useQueryClient();
  useChannel<MensagemAtendimento | { tipo?: string }>(empresa ? canalEmpresa(empresa) : null, (m) => {
    if (m?.tipo === 'atendimento') void qc.invalidateQueries({ queryKey: servicosQueries.todos() });
  });

  const mudarParams = (f: (p: URLSearchParams) => void) =>
    setParams(
      (p) => {
        f(p);
        return p;
      },
      { replace: true },
    );
  const abrir = (uuid: string) => {
    setDetalheAberto(true);
    mudarParams((p) => {
      p.set('aba', 'solicitacoes');
      p.set('atendimento', uuid);
    });
  };

  return (
    <ExigeEmpresa
      icone={<Wrench />}
      descricao="Os serviços pertencem a uma empresa integradora ou prestadora. Selecione a empresa no topo da tela."
    >
      <Tabs.Root
        value={aba}
        onValueChange={(e) =>
          mudarParams((p) => {
            if (e.value === 'servicos') p.delete('aba');
            else p.set('aba', e.value);
          })
        }
        variant="line"
        colorPalette="orange"
        lazyMount
      >
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          <Tabs.List>
            {podeServicos && <Tabs.Trigger value="servicos">Meus serviços</Tabs.Trigger>}
            <Tabs.Trigger value="solicitacoes">Solicitações</Tabs.Trigger>
          </Tabs.List>
          {aba === 'servicos' && podeCriar && (
            <Button colorPalette="orange" onClick={() => setServico({ servico: null, aberto: true })}>
              <Plus /> Novo serviço
            </Button>
          )}
        </HStack>
        {podeServicos && (
          <Tabs.Content value="servicos">
            <ServicosLista
              onNovo={podeCriar ? () => setServico({ servico: null, aberto: true }) : undefined}
              onEditar={(s) => setServico({ servico: s, aberto: true })}
            />
          </Tabs.Content>
        )}
        <Tabs.Content value="solicitacoes">
          <AtendimentosLista onAbrir={(a) => abrir(a.uuid)} />
        </Tabs.Content>
      </Tabs.Root>
      {servico && (
        <ServicoDialog
          key={servico.servico?.uuid ?? 'novo'}
          servico={servico.servico}
          open={servico.aberto}
          onOpenChange={(o) => !o && setServico(null)}
        />
      )}
      {aberto && (
        <AtendimentoDialog
          key={aberto}
          uuid={aberto}
          open={detalheAberto}
          onOpenChange={(o) => {
            if (!o) setDetalheAberto(false);
          }}
          onMotivo={(acao, atendimento) => {
            pendente.current = { atendimento, acao };
            setDetalheAberto(false);
          }}
          onExitComplete={() => {
            mudarParams((p) => p.delete('atendimento'));
            setDetalheAberto(true);
            if (pendente.current) setMotivo(pendente.current);
            pendente.current = null;
          }}
        />
      )}
      {motivo && (
        <MotivoDialog
          key={`${motivo.atendimento.uuid}-${motivo.acao}`}
          atendimento={motivo.atendimento}
          acao={motivo.acao}
          open
          onOpenChange={(o) => !o && setMotivo(null)}
        />
      )}
    </ExigeEmpresa>
  );
}
