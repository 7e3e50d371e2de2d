import { Package } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function CatalogoPage() {
  return (
    <PlaceholderScreen
      title="Catálogo"
      subtitle="Produtos e kits"
      description="O catálogo de produtos chegará em breve."
      icon={<Package />}
    />
  );
}
