import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';
import { ArrowRightLeft } from 'lucide-react';

/** "Mover para…": another stage of the board, for a phone, where stages are not side by side. */
export function MoverParaMenu(props: {
  cartao: Cartao;
  fases: readonly Fase[];
  onMover(fase: string): void;
}) {
  const { cartao } = props;
  return (
    <Menu.Root onSelect={(d) => props.onMover(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="2xs"
          aria-label={`Mover o cartão #${cartao.numero} para outra fase`}
        >
          <ArrowRightLeft />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Mover para</Menu.ItemGroupLabel>
              {props.fases
                .filter((f) => f.uuid !== cartao.fase)
                .map((f) => (
                  <Menu.Item key={f.uuid} value={f.uuid}>
                    {f.nome}
                  </Menu.Item>
                ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
