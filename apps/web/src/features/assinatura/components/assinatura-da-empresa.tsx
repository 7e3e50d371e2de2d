import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import {
  CICLOS,
  type Ciclo,
  FORMAS_DE_COBRANCA,
  type FormaDeCobranca,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { CreditCard, Layers } from 'lucide-react';
import { useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import {
  type Assinatura,
  type Plano,
  useCancelarAssinatura,
  useMinhaAssinatura,
  usePlanos,
  useReativarAssinatura,
} from '../api.ts';
import { fimDoPeriodo, limiteDaCarencia, precoDoCiclo, statusDaAssinatura } from '../campos.ts';
import { AssinarDialog } from './assinar-dialog.tsx';
import { CobrancasLista } from './cobrancas-lista.tsx';
import { PagarDialog } from './pagar-dialog.tsx';
import { type ModoDeEscolha, PlanosOfertados } from './planos-ofertados.tsx';
import { UsoDoPlano } from './uso-do-plano.tsx';

/**
 * A company's own subscription: without one, the plans on offer and their free trial; with one,
 * its plan, status, period, usage against the limits, payment, charges, change of plan and
 * cancellation at the period's end.
 */
export function AssinaturaDaEmpresa() {
  const { pode } = usePermissoes();
  const assinatura = useMinhaAssinatura();
  const [escolha, setEscolha] = useState<{ plano: Plano; ciclo: Ciclo } | null>(null);
  const [mudando, setMudando] = useState(false);

  if (assinatura.isLoading) return <ListLoading />;
  if (assinatura.isError || !assinatura.data)
    return (
      <ListError
        icon={<CreditCard />}
        title="Não foi possível carregar a assinatura"
        onRetry={() => void assinatura.refetch()}
      />
    );
  const a = assinatura.data.data;
  const dialogo = escolha && (
    <AssinarDialog
      key={`${escolha.plano.uuid}-${escolha.ciclo}`}
      plano={escolha.plano}
      ciclo={escolha.ciclo}
      modo={!a ? 'novo' : a.status === 'cancelada' ? 'recomecar' : 'mudar'}
      formaAtual={a?.forma ?? null}
      open
      onOpenChange={(o) => !o && setEscolha(null)}
      onFeito={() => setMudando(false)}
    />
  );
  const escolher = pode('assinatura:create')
    ? (plano: Plano, ciclo: Ciclo) => setEscolha({ plano, ciclo })
    : undefined;

  if (!a)
    return (
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Escolha um plano
          </Heading>
          <Text color="fg.muted">
            A empresa ainda não tem assinatura. Comece com o período de teste grátis e escolha depois como
            pagar.
          </Text>
        </Stack>
        <Ofertas modo="novo" atual={null} onEscolher={escolher} />
        {dialogo}
      </Stack>
    );
  return (
    <>
      <Resumo assinatura={a} onEscolher={escolher} mudando={mudando} onMudando={setMudando} />
      {dialogo}
    </>
  );
}

/** The plans on offer (a user without plano:view is told to ask the company's owner). */
function Ofertas(props: {
  modo: ModoDeEscolha;
  atual: { plano: string; ciclo: Ciclo } | null;
  onEscolher?(p: Plano, c: Ciclo): void;
}) {
  const { pode } = usePermissoes();
  const podeVer = pode('plano:view');
  const planos = usePlanos(false, podeVer);
  if (!podeVer) return <Text color="fg.muted">Peça a quem administra a empresa para escolher o plano.</Text>;
  if (planos.isLoading) return <ListLoading />;
  if (planos.isError || !planos.data)
    return (
      <ListError
        icon={<Layers />}
        title="Não foi possível carregar os planos"
        onRetry={() => void planos.refetch()}
      />
    );
  if (planos.data.data.length === 0)
    return <ListEmpty icon={<Layers />} title="Nenhum plano disponível" description="Fale com o suporte." />;
  return (
    <PlanosOfertados
      planos={planos.data.data}
      modo={props.modo}
      atual={props.atual}
      onEscolher={props.onEscolher}
    />
  );
}

function Resumo(props: {
  assinatura: Assinatura;
  onEscolher?(p: Plano, c: Ciclo): void;
  /** The plan cards are open to change plan (closed again once a change is made). */
  mudando: boolean;
  onMudando(aberto: boolean): void;
}) {
  const a = props.assinatura;
  const { pode } = usePermissoes();
  const { product_name } = useRuntimeConfig();
  const { mudando } = props;
  const [pagando, setPagando] = useState(false);
  const [cancelando, setCancelando] = useState(false);
  const cancelar = useCancelarAssinatura();
  const reativar = useReativarAssinatura();
  const status = statusDaAssinatura(a.status);
  const fim = fimDoPeriodo(a);
  const encerrada = a.status === 'cancelada';
  const podeCriar = pode('assinatura:create');

  return (
    <Stack gap="6">
      {a.bloqueada ? (
        <Alert.Root status="error" data-testid="aviso-assinatura">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>A empresa está somente leitura</Alert.Title>
            <Alert.Description>
              O pagamento da assinatura está pendente desde {fim.data}. Você ainda vê tudo, mas só volta a
              cadastrar e editar depois de pagar.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : a.status === 'inadimplente' ? (
        <Alert.Root status="warning" data-testid="aviso-assinatura">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Pagamento pendente</Alert.Title>
            <Alert.Description>
              Pague até {limiteDaCarencia(a.periodo_fim)} para a empresa não ficar somente leitura.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : a.cancelar_no_fim && !encerrada ? (
        <Alert.Root status="info" data-testid="aviso-assinatura">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Cancelamento agendado</Alert.Title>
            <Alert.Description>
              A assinatura continua ativa até {fim.data}. Reative para continuar depois dessa data.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Card.Root>
        <Card.Body gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" size="lg">
                Plano {a.plano.nome}
              </Heading>
              <Badge colorPalette={status.cor} variant="subtle" data-testid="status-da-assinatura">
                {status.rotulo}
              </Badge>
            </HStack>
            <HStack gap="2" wrap="wrap">
              {podeCriar && a.gateway && !encerrada && (
                <Button colorPalette="orange" onClick={() => setPagando(true)}>
                  <CreditCard /> Pagar agora
                </Button>
              )}
              {props.onEscolher && !encerrada && (
                <Button variant="outline" aria-expanded={mudando} onClick={() => props.onMudando(!mudando)}>
                  {mudando ? 'Fechar planos' : 'Mudar de plano'}
                </Button>
              )}
            </HStack>
          </HStack>
          <StatGrid
            figuras={[
              ['Ciclo', `${CICLOS[a.ciclo]} · ${formatMoeda(precoDoCiclo(a.plano, a.ciclo))}`, 'ciclo'],
              ['Forma de pagamento', FORMAS_DE_COBRANCA[a.forma as FormaDeCobranca] ?? a.forma, 'forma'],
              [fim.rotulo, fim.data, 'fim-do-periodo'],
            ]}
          />
          {!a.gateway && (
            <Text fontSize="sm" color="fg.muted" data-testid="pagamento-pela-equipe">
              Os pagamentos desta assinatura são feitos com a equipe {product_name}: fale com o suporte para
              receber o Pix ou o boleto.
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      {encerrada && (
        <Stack gap="3" as="section" aria-label="Assinar de novo">
          <Heading as="h2" size="md">
            Assinar de novo
          </Heading>
          <Text color="fg.muted">
            A assinatura foi cancelada. Escolha um plano para voltar; o primeiro pagamento libera o período.
          </Text>
          <Ofertas modo="recomecar" atual={null} onEscolher={props.onEscolher} />
        </Stack>
      )}
      {mudando && props.onEscolher && !encerrada && (
        <Stack gap="3" as="section" aria-label="Planos disponíveis">
          <Heading as="h2" size="md">
            Mudar de plano
          </Heading>
          <Ofertas
            modo="mudar"
            atual={{ plano: a.plano.uuid, ciclo: a.ciclo }}
            onEscolher={props.onEscolher}
          />
        </Stack>
      )}

      <Stack gap="3" as="section" aria-label="Uso do plano">
        <Heading as="h2" size="md">
          Uso do plano
        </Heading>
        <Card.Root>
          <Card.Body>
            <UsoDoPlano uso={a.uso} />
          </Card.Body>
        </Card.Root>
      </Stack>

      <Stack gap="3" as="section" aria-label="Histórico de cobranças">
        <Heading as="h2" size="md">
          Cobranças
        </Heading>
        <CobrancasLista cobrancas={a.cobrancas} />
      </Stack>

      {!encerrada && (
        <HStack justify="flex-end">
          {a.cancelar_no_fim
            ? podeCriar && (
                <Button
                  colorPalette="orange"
                  loading={reativar.isPending}
                  onClick={() => reativar.mutate(undefined, feito('Assinatura reativada'))}
                >
                  Reativar assinatura
                </Button>
              )
            : pode('assinatura:cancel') && (
                <Button variant="ghost" colorPalette="red" onClick={() => setCancelando(true)}>
                  Cancelar assinatura
                </Button>
              )}
        </HStack>
      )}

      {pagando && <PagarDialog open onOpenChange={(o) => !o && setPagando(false)} />}
      <ConfirmarDialog
        open={cancelando}
        onOpenChange={setCancelando}
        title="Cancelar assinatura"
        confirmar="Cancelar assinatura"
        sucesso="Assinatura cancelada"
        acao={() => cancelar.mutateAsync(undefined)}
      >
        <Stack gap="2">
          <Text>
            A assinatura continua ativa até <strong>{fim.data}</strong>, o fim do período em curso, e não é
            cobrada de novo.
          </Text>
          <Text>Até lá você pode reativá-la aqui mesmo, sem perder nada.</Text>
        </Stack>
      </ConfirmarDialog>
    </Stack>
  );
}
