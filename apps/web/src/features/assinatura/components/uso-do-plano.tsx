import { Badge, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { numeroBr } from '@irradia/shared/format/numero';
import type { Assinatura } from '../api.ts';
import { kwp, situacaoDoUso } from '../campos.ts';

const AVISO = {
  perto: { rotulo: 'Perto do limite', cor: 'yellow' },
  no_limite: { rotulo: 'Limite atingido', cor: 'orange' },
  acima: { rotulo: 'Acima do limite', cor: 'red' },
} as const;

/** What the company uses against each limit of its plan, a bar each; a warning near and past it. */
export function UsoDoPlano({ uso }: { uso: Assinatura['uso'] }) {
  const inteiro = (n: number) => numeroBr(n, 0, 0);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="uso-do-plano">
      <Barra rotulo="Usinas" uso={uso.usinas.uso} limite={uso.usinas.limite} formato={inteiro} />
      <Barra rotulo="Usuários" uso={uso.usuarios.uso} limite={uso.usuarios.limite} formato={inteiro} />
      <Barra rotulo="kWp monitorados" uso={uso.kwp.uso} limite={uso.kwp.limite} formato={kwp} />
    </SimpleGrid>
  );
}

function Barra(props: { rotulo: string; uso: number; limite: number | null; formato(n: number): string }) {
  const situacao = situacaoDoUso(props.uso, props.limite);
  const aviso = situacao === 'livre' ? null : AVISO[situacao];
  const texto =
    props.limite === null
      ? `${props.formato(props.uso)} · ilimitado`
      : `${props.formato(props.uso)} de ${props.formato(props.limite)}`;
  const pct = props.limite ? Math.min(100, Math.round((props.uso / props.limite) * 100)) : 0;
  return (
    <Stack gap="1.5" data-testid={`uso-${props.rotulo}`}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {props.rotulo}
        </Text>
        {aviso && (
          <Badge colorPalette={aviso.cor} variant="subtle">
            {aviso.rotulo}
          </Badge>
        )}
      </HStack>
      {props.limite !== null && (
        <Progress.Root
          value={pct}
          size="sm"
          colorPalette={aviso?.cor ?? 'green'}
          aria-label={`${props.rotulo}: ${texto}`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {texto}
      </Text>
    </Stack>
  );
}
