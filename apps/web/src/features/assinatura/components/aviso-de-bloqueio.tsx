import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useMinhaAssinatura } from '../api.ts';

/**
 * The app frame's notice that the selected company is read-only (its subscription unpaid past the
 * grace days, decision 041). It asks for the subscription only for an integrator whose subscription
 * the user may see (`sistema` is never blocked, other types have none); /assinatura says it itself.
 */
export function AvisoDeBloqueio() {
  const { pode } = usePermissoes();
  const selecionada = useAppStore((s) => s.company.selected);
  // The permissions are the selected company's only once usuarios/me answered for it (a switch).
  const contexto = useAppStore((s) => s.account.user?.empresa?.uuid);
  const naAssinatura = useLocation().pathname.startsWith('/assinatura');
  const assinatura = useMinhaAssinatura(
    selecionada?.tipo === 'integrador' && contexto === selecionada.uuid && pode('assinatura:view'),
  );
  if (naAssinatura || assinatura.data?.data?.bloqueada !== true) return null;
  return (
    <Alert.Root status="error" mb="6" data-testid="aviso-de-bloqueio">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          A assinatura desta empresa está com pagamento pendente: a empresa está somente leitura.{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/assinatura">Regularizar a assinatura</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
