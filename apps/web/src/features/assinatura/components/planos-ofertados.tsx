import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  Heading,
  HStack,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import {
  type Ciclo,
  RECURSOS_DE_PLANO,
  type RecursoDePlano,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { Plano } from '../api.ts';
import { economiaAnual, kwp, precoDoCiclo, textoDoLimite } from '../campos.ts';

/** What choosing a plan does: a first subscription (trial), a change of plan, or subscribing again after a cancellation. */
export type ModoDeEscolha = 'novo' | 'mudar' | 'recomecar';

/**
 * The plans on offer as cards, with a monthly/yearly switch: the yearly price shows what it is per
 * month and what it saves. `atual` marks the company's plan; `onEscolher` absent (no permission)
 * leaves the buttons out.
 */
export function PlanosOfertados(props: {
  planos: readonly Plano[];
  modo: ModoDeEscolha;
  atual?: { plano: string; ciclo: Ciclo } | null;
  onEscolher?(plano: Plano, ciclo: Ciclo): void;
}) {
  const [ciclo, setCiclo] = useState<Ciclo>(props.atual?.ciclo ?? 'mensal');
  return (
    <Stack gap="4">
      <ButtonGroup
        size="sm"
        variant="outline"
        attached
        role="group"
        aria-label="Ciclo de cobrança"
        alignSelf="flex-start"
      >
        {(['mensal', 'anual'] as const).map((c) => (
          <Button
            key={c}
            aria-pressed={ciclo === c}
            variant={ciclo === c ? 'solid' : 'outline'}
            colorPalette={ciclo === c ? 'orange' : 'gray'}
            onClick={() => setCiclo(c)}
          >
            {c === 'mensal' ? 'Mensal' : 'Anual'}
          </Button>
        ))}
      </ButtonGroup>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {props.planos.map((p) => (
          <CartaoDoPlano
            key={p.uuid}
            plano={p}
            ciclo={ciclo}
            atual={props.atual?.plano === p.uuid ? props.atual : null}
            modo={props.modo}
            onEscolher={props.onEscolher}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CartaoDoPlano(props: {
  plano: Plano;
  ciclo: Ciclo;
  atual: { ciclo: Ciclo } | null;
  modo: ModoDeEscolha;
  onEscolher?(plano: Plano, ciclo: Ciclo): void;
}) {
  const { plano: p, ciclo } = props;
  const titulo = useId();
  const economia = economiaAnual(p);
  const mesmo = props.atual !== null && props.atual.ciclo === ciclo;
  const rotulo =
    props.modo === 'novo'
      ? p.dias_teste > 0
        ? 'Começar teste grátis'
        : 'Assinar'
      : props.modo === 'recomecar'
        ? 'Assinar de novo'
        : mesmo
          ? 'Plano atual'
          : props.atual
            ? ciclo === 'anual'
              ? 'Mudar para o anual'
              : 'Mudar para o mensal'
            : 'Mudar para este plano';
  return (
    <Card.Root
      as="article"
      aria-labelledby={titulo}
      borderColor={props.atual ? 'orange.solid' : undefined}
      borderWidth={props.atual ? '2px' : undefined}
      data-testid="plano-ofertado"
    >
      <Card.Body gap="4">
        <Stack gap="1">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="md" id={titulo}>
              {p.nome}
            </Heading>
            {props.atual && <Badge colorPalette="orange">Seu plano</Badge>}
          </HStack>
          {p.descricao && (
            <Text fontSize="sm" color="fg.muted">
              {p.descricao}
            </Text>
          )}
        </Stack>
        <Box data-testid="preco-do-plano">
          <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
            {formatMoeda(precoDoCiclo(p, ciclo))}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              {ciclo === 'anual' ? ' /ano' : ' /mês'}
            </Text>
          </Text>
          {ciclo === 'anual' && (
            <Text fontSize="sm" color="fg.muted">
              Equivale a {formatMoeda(Math.round((p.preco_anual_rs / 12) * 100) / 100)} por mês
            </Text>
          )}
          {ciclo === 'anual' && economia && (
            <Text fontSize="sm" color="green.fg" fontWeight="medium">
              Economize {formatMoeda(economia.valor)} por ano ({economia.percentual}%)
            </Text>
          )}
        </Box>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns="1fr auto"
          rowGap="1"
          columnGap="3"
          fontSize="sm"
          m="0"
        >
          <Text as="dt" color="fg.muted">
            Usinas
          </Text>
          <Text as="dd" m="0" textAlign="end">
            {textoDoLimite(p.limite_usinas)}
          </Text>
          <Text as="dt" color="fg.muted">
            Usuários
          </Text>
          <Text as="dd" m="0" textAlign="end">
            {textoDoLimite(p.limite_usuarios)}
          </Text>
          <Text as="dt" color="fg.muted">
            kWp monitorados
          </Text>
          <Text as="dd" m="0" textAlign="end">
            {textoDoLimite(p.limite_kwp, kwp)}
          </Text>
        </Box>
        {p.recursos.length > 0 && (
          <List.Root gap="1" variant="plain" fontSize="sm" aria-label={`Recursos do plano ${p.nome}`}>
            {p.recursos.map((r) => (
              <List.Item key={r}>
                <List.Indicator asChild color="green.fg">
                  <Check />
                </List.Indicator>
                {RECURSOS_DE_PLANO[r as RecursoDePlano] ?? r}
              </List.Item>
            ))}
          </List.Root>
        )}
        {props.modo === 'novo' && p.dias_teste > 0 && (
          <Text fontSize="sm" fontWeight="medium">
            {p.dias_teste === 1 ? '1 dia' : `${p.dias_teste} dias`} de teste grátis
          </Text>
        )}
        {props.onEscolher && (
          <Button
            mt="auto"
            colorPalette="orange"
            variant={mesmo ? 'subtle' : 'solid'}
            disabled={mesmo}
            onClick={() => props.onEscolher?.(p, ciclo)}
          >
            {rotulo}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
