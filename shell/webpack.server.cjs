const { createServerConfig } = require('../webpack.app.cjs');

// The server renderer (dist/server/index.js, exporting render(request)): the federation host for Node that
// loads each public remote's server build; the gateway requires it.
module.exports = createServerConfig({ dir: __dirname, name: 'shell', host: true });
