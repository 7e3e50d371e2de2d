import { Avatar, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LogIn, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/session.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { useColorMode } from './theme-toggle.ts';

export function AccountMenu() {
  const user = useAppStore((s) => s.account.user);
  const navigate = useNavigate();
  const { isDark, toggle } = useColorMode();
  const logout = useLogout();

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Menu da conta" variant="ghost" rounded="full" size="sm">
          {user ? (
            <Avatar.Root size="xs" colorPalette="orange">
              <Avatar.Fallback name={user.nome} />
              {user.imagem_url && <Avatar.Image src={user.imagem_url} />}
            </Avatar.Root>
          ) : (
            <UserRound />
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {user && (
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Text fontWeight="semibold" truncate>
                    {user.nome}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal" truncate>
                    {user.email}
                  </Text>
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
            )}
            {!user && (
              <Menu.Item value="entrar" onSelect={() => navigate('/entrar')}>
                <LogIn size={16} />
                Entrar
              </Menu.Item>
            )}
            <Menu.Item value="tema" onSelect={toggle} closeOnSelect={false}>
              {isDark ? <Sun size={16} /> : <Moon size={16} />}
              {isDark ? 'Tema claro' : 'Tema escuro'}
            </Menu.Item>
            {user && (
              <>
                <Menu.Item value="conta" onSelect={() => navigate('/conta')}>
                  <UserRound size={16} />
                  Minha conta
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="sair" onSelect={() => void logout()} color="fg.error">
                  <LogOut size={16} />
                  Sair
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
