// Package syntax holds the primitives that the packages of this module
// share: the octet classes of RFC 3986 Appendix A, the characters RFC 3987
// adds, hexadecimal digits and "%" triplets, ASCII case, the scanner of a
// scheme, and the one table of schemes whose syntax the module knows.
//
// Every package of the module reads these and writes none of them again.
package syntax
