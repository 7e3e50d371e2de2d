import { Users } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function UsuariosPage() {
  return (
    <PlaceholderScreen
      title="Usuários"
      subtitle="Todos os usuários do sistema"
      description="A lista de usuários, com acesso como usuário para suporte, aparecerá aqui para a administração do sistema."
      icon={<Users />}
    />
  );
}
