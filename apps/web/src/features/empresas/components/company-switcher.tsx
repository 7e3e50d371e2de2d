import { Avatar, Box, Button, Menu, Portal, Spinner, Text } from '@chakra-ui/react';
import type { TEmpresaItem } from '@irradia/shared/empresas/empresas.schema';
import { Check, ChevronsUpDown, Plus, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useEmpresasDoUsuario } from '../../../lib/company-selection.ts';
import { useAppStore } from '../../../stores/app-store.ts';

function subtitulo(e: Pick<TEmpresaItem, 'tipo' | 'cliente'>): string | null {
  // Spec §6: a sistema company shows no branch or city subtitle.
  if (e.tipo === 'sistema') return null;
  return e.cliente.filial ?? e.cliente.endereco?.bairro?.cidade?.nome ?? null;
}

/** Header company switcher (spec §2): up to four companies, the personal account, add company. */
export function CompanySwitcher() {
  const navigate = useNavigate();
  const { data, isLoading } = useEmpresasDoUsuario();
  const selected = useAppStore((s) => s.company.selected);
  const empresas = data?.data ?? [];

  const escolher = (value: string) => {
    const s = useAppStore.getState();
    if (value === 'pessoal') {
      s.selectPersonal();
      navigate('/usinas');
    } else if (value === 'criar') {
      navigate('/empresa/registrar');
    } else {
      const e = empresas.find((x) => x.uuid === value);
      if (e) s.selectCompany(e);
    }
  };

  return (
    <Menu.Root onSelect={(d) => escolher(d.value)} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          maxW={{ base: '44', md: '72' }}
          aria-label="Trocar de empresa"
          px="2"
        >
          {selected ? (
            <Avatar.Root size="2xs" shape="rounded" colorPalette="orange">
              <Avatar.Fallback name={selected.cliente.nome} />
              {selected.cliente.imagem_url && <Avatar.Image src={selected.cliente.imagem_url} />}
            </Avatar.Root>
          ) : (
            <UserRound size={16} />
          )}
          <Text truncate fontWeight="medium">
            {selected?.cliente.nome ?? 'Conta pessoal'}
          </Text>
          {isLoading ? <Spinner size="xs" /> : <ChevronsUpDown size={14} />}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Empresas</Menu.ItemGroupLabel>
              {empresas.length === 0 && !isLoading && (
                <Text px="2" py="1.5" fontSize="sm" color="fg.muted">
                  Nenhuma empresa ainda
                </Text>
              )}
              {empresas.map((e) => (
                <Menu.Item key={e.uuid} value={e.uuid}>
                  <Avatar.Root size="xs" shape="rounded" colorPalette="orange">
                    <Avatar.Fallback name={e.cliente.nome} />
                    {e.cliente.imagem_url && <Avatar.Image src={e.cliente.imagem_url} />}
                  </Avatar.Root>
                  <Box flex="1" minW="0">
                    <Text truncate>{e.cliente.nome}</Text>
                    {subtitulo(e) && (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {subtitulo(e)}
                      </Text>
                    )}
                  </Box>
                  {selected?.uuid === e.uuid && <Check size={16} />}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="pessoal">
              <UserRound size={16} />
              <Box flex="1">Conta pessoal</Box>
              {!selected && <Check size={16} />}
            </Menu.Item>
            <Menu.Item value="criar">
              <Plus size={16} />
              Adicionar empresa
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
