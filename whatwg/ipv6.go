package whatwg

// ipv6Fail returns the IPv6 parser's failure name at offset i.
func ipv6Fail(name string, i int) *hostFailure {
	return &hostFailure{name, i, "IPv6 parser"}
}

// parseIPv6 is the IPv6 parser (§3.5) on s[start:], the text between the
// brackets when s is the host input without its "]" and start is 1.
// Offsets, in a failure and in report's calls, are in s; report may be
// nil.
//
// A piece of more than one digit that starts with "0" is an
// IPv6-piece-leading-zero validation error (step 6.8), at its first
// digit, once the parser knows that it is a piece: not the digits that
// start an IPv4 address (step 6.5), nor those of a piece that fails.
func parseIPv6(s string, start int, report func(string, int)) (a [8]uint16, fail *hostFailure) {
	pieceIndex, compress, p := 0, -1, start
	if p < len(s) && s[p] == ':' { // Step 5: "::" at the start.
		if p+1 >= len(s) || s[p+1] != ':' {
			return a, ipv6Fail("IPv6-invalid-compression", p)
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	for p < len(s) { // Step 6.
		if pieceIndex == 8 {
			return a, ipv6Fail("IPv6-too-many-pieces", p)
		}
		if s[p] == ':' {
			if compress >= 0 {
				return a, ipv6Fail("IPv6-multiple-compression", p)
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := readPiece(s[p:])
		end := p + length
		if end < len(s) && s[end] == '.' { // Step 6.5: an IPv4 address ends it.
			if length == 0 {
				return a, ipv6Fail("IPv4-in-IPv6-invalid-code-point", end)
			}
			if pieceIndex > 6 {
				return a, ipv6Fail("IPv4-in-IPv6-too-many-pieces", p)
			}
			if pieceIndex, fail = parseIPv4InIPv6(s, p, &a, pieceIndex); fail != nil {
				return a, fail
			}
			break
		}
		if end < len(s) && s[end] == ':' {
			if end++; end == len(s) {
				return a, ipv6Fail("IPv6-invalid-code-point", end)
			}
		} else if end < len(s) {
			return a, ipv6Fail("IPv6-invalid-code-point", end)
		}
		if report != nil && length > 1 && s[p] == '0' { // Step 6.8.
			report("IPv6-piece-leading-zero", p)
		}
		a[pieceIndex] = value
		p, pieceIndex = end, pieceIndex+1
	}
	if compress >= 0 { // Step 7: the pieces after "::" move to the end.
		swaps := pieceIndex - compress
		for pieceIndex = 7; pieceIndex != 0 && swaps > 0; pieceIndex, swaps = pieceIndex-1, swaps-1 {
			a[pieceIndex], a[compress+swaps-1] = a[compress+swaps-1], a[pieceIndex]
		}
	} else if pieceIndex != 8 { // Step 8.
		return a, ipv6Fail("IPv6-too-few-pieces", len(s))
	}
	return a, nil
}

// readPiece is step 6.4 of the IPv6 parser (§3.5): the value of the up to
// four ASCII hex digits at the start of s, and how many there are.
func readPiece(s string) (value uint16, length int) {
	for ; length < 4 && length < len(s); length++ {
		d := digitValue(s[length])
		if d > 15 {
			break
		}
		value = value<<4 | uint16(d)
	}
	return value, length
}

// parseIPv4InIPv6 is step 6.5 of the IPv6 parser (§3.5): the IPv4
// address at s[p:], the end of s, which gives a's pieces pieceIndex and
// pieceIndex+1. It returns the next piece's index.
func parseIPv4InIPv6(s string, p int, a *[8]uint16, pieceIndex int) (int, *hostFailure) {
	numbersSeen := 0
	for p < len(s) {
		if numbersSeen > 0 {
			if s[p] != '.' || numbersSeen == 4 {
				return 0, ipv6Fail("IPv4-in-IPv6-invalid-code-point", p)
			}
			p++
		}
		if p == len(s) || s[p] < '0' || s[p] > '9' {
			return 0, ipv6Fail("IPv4-in-IPv6-invalid-code-point", p)
		}
		ipv4Piece := -1
		for ; p < len(s) && '0' <= s[p] && s[p] <= '9'; p++ {
			switch number := int(s[p] - '0'); ipv4Piece {
			case -1:
				ipv4Piece = number
			case 0:
				return 0, ipv6Fail("IPv4-in-IPv6-invalid-code-point", p)
			default:
				ipv4Piece = ipv4Piece*10 + number
			}
			if ipv4Piece > 255 {
				return 0, ipv6Fail("IPv4-in-IPv6-out-of-range-part", p)
			}
		}
		a[pieceIndex] = a[pieceIndex]<<8 | uint16(ipv4Piece)
		if numbersSeen++; numbersSeen == 2 || numbersSeen == 4 {
			pieceIndex++
		}
	}
	if numbersSeen != 4 {
		return 0, ipv6Fail("IPv4-in-IPv6-too-few-parts", len(s))
	}
	return pieceIndex, nil
}

// ipv6Compress finds the IPv6 address compressed piece index (§3.6): the
// first of the longest run of zero pieces, if it is longer than one, or
// -1.
func ipv6Compress(a *[8]uint16) int {
	longest, longestSize := -1, 1
	found, foundSize := -1, 0
	for i, piece := range a {
		if piece != 0 {
			if foundSize > longestSize {
				longest, longestSize = found, foundSize
			}
			found, foundSize = -1, 0
			continue
		}
		if found < 0 {
			found = i
		}
		foundSize++
	}
	if foundSize > longestSize {
		return found
	}
	return longest
}

// appendIPv6 appends the IPv6 serializer's text for a (§3.6): the pieces
// in lowercase hexadecimal joined by ":", the longest run of zeros
// compressed to "::".
func appendIPv6(b []byte, a *[8]uint16) []byte {
	compress := ipv6Compress(a)
	ignore0 := false
	for i, piece := range a {
		if ignore0 && piece == 0 {
			continue
		}
		ignore0 = false
		if i == compress {
			if i == 0 {
				b = append(b, ':')
			}
			b = append(b, ':')
			ignore0 = true
			continue
		}
		b = appendHex16(b, piece)
		if i != 7 {
			b = append(b, ':')
		}
	}
	return b
}

// appendHex16 appends v as the shortest lowercase hexadecimal number.
func appendHex16(b []byte, v uint16) []byte {
	const hex = "0123456789abcdef"
	switch {
	case v >= 0x1000:
		return append(b, hex[v>>12], hex[v>>8&15], hex[v>>4&15], hex[v&15])
	case v >= 0x100:
		return append(b, hex[v>>8], hex[v>>4&15], hex[v&15])
	case v >= 0x10:
		return append(b, hex[v>>4], hex[v&15])
	}
	return append(b, hex[v])
}
