/** Set by webpack's DefinePlugin from BUILD_LABEL at build time. */
declare const __BUILD_LABEL__: string;
