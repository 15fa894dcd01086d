package uri

// upperhex holds the hexadecimal digits in the uppercase form that
// RFC 3986 §2.1 prefers.
const upperhex = "0123456789ABCDEF"

// unhex returns the value of the hexadecimal digit c, which must be HEXDIG.
func unhex(c byte) byte { return 9*(c>>6) + c&15 }
