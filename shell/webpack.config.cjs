const { createAppConfig } = require('../webpack.app.cjs');

// The shell is the host: it declares no remotes at build time; it reads /registry.json at boot.
module.exports = createAppConfig({ dir: __dirname, name: 'shell', host: true, publicPath: '/assets/shell/' });
