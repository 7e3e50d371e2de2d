import { FileText } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function OrcamentosPage() {
  return (
    <PlaceholderScreen
      title="Orçamentos"
      subtitle="Propostas para seus clientes"
      description="O módulo de orçamentos e propostas chegará em breve."
      icon={<FileText />}
    />
  );
}
