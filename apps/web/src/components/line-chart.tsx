import { Box, HStack, Text } from '@chakra-ui/react';

/**
 * An area chart of a day (points "HH:MM" → value) on a 24-hour axis, drawn as SVG; one image for
 * screen readers, with the peak in the description.
 */
export function DayCurve(props: {
  pontos: ReadonlyArray<{ hora: string; valor: number }>;
  descricao: string;
  formatar(v: number): string;
  testId?: string;
}) {
  const max = Math.max(...props.pontos.map((p) => p.valor), 1);
  const x = (hora: string) => {
    const [h, m] = hora.split(':').map(Number) as [number, number];
    return ((h * 60 + m) / (24 * 60)) * 1000;
  };
  const y = (v: number) => 200 - (v / max) * 190;
  const linha = props.pontos.map((p) => `${x(p.hora).toFixed(1)},${y(p.valor).toFixed(1)}`).join(' ');
  const primeiro = props.pontos[0];
  const ultimo = props.pontos.at(-1);
  const area = primeiro && ultimo ? `${x(primeiro.hora)},200 ${linha} ${x(ultimo.hora)},200` : '';
  const pico = props.pontos.reduce((a, p) => (p.valor > a.valor ? p : a), { hora: '', valor: 0 });
  return (
    <Box data-testid={props.testId}>
      <Box
        as="svg"
        role="img"
        aria-label={`${props.descricao}. Pico de ${props.formatar(pico.valor)} às ${pico.hora || '—'}`}
        w="100%"
        h="56"
        {...{ viewBox: '0 0 1000 200', preserveAspectRatio: 'none' }}
      >
        <polygon points={area} fill="var(--chakra-colors-orange-muted)" />
        <polyline
          points={linha}
          fill="none"
          stroke="var(--chakra-colors-orange-solid)"
          strokeWidth="3"
          vectorEffect="non-scaling-stroke"
        />
      </Box>
      <HStack justify="space-between" fontSize="xs" color="fg.muted">
        {['00:00', '06:00', '12:00', '18:00', '24:00'].map((h) => (
          <Text key={h}>{h}</Text>
        ))}
      </HStack>
    </Box>
  );
}
