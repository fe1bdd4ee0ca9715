export { gatewayService } from './gateway.service-definition';
