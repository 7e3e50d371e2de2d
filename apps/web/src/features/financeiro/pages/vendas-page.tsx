import { ShoppingCart } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function VendasPage() {
  return (
    <PlaceholderScreen
      title="Vendas"
      subtitle="Vendas e pedidos"
      description="O módulo de vendas chegará em breve."
      icon={<ShoppingCart />}
    />
  );
}
