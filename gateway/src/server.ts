import { createGateway } from './app';
import { ConfigError, loadGatewayConfig, type GatewayConfig } from './config';
import { logger } from './logger';

let config: GatewayConfig;
try {
  config = loadGatewayConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  logger.fatal(`gateway: bad configuration: ${error.message}`);
  process.exit(1);
}

const server = createGateway(config).listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`OpenGood is running at http://localhost:${port}`);
});
server.on('error', (error) => {
  logger.fatal(`gateway: cannot listen on ${config.host}:${config.port}: ${error.message}`);
  process.exit(1);
});

// Let in-flight requests finish on Ctrl-C / container stop.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
